import Foundation
import XCTest
@testable import SwiftUI

/// `Table` (iOS 16). Apple's documentation of `Table`: "In a compact horizontal size class
/// environment, a table only shows the first column"; otherwise the columns, under their
/// headers. The host's size class is compact below 640 points (80 columns) and regular from
/// there (`UserInterfaceSizeClass.horizontal(forWindowWidth:)`).
final class TableTests: XCTestCase {
    struct Person: Identifiable {
        let given: String
        let family: String
        var id: String { given }
    }

    struct People: View {
        var body: some View {
            Table([Person(given: "Ada", family: "Lovelace"), Person(given: "Alan", family: "Turing")]) {
                TableColumn("Given", value: \.given)
                TableColumn("Family") { person in Text(person.family.uppercased()) }
            }
        }
    }

    func testACompactTableShowsOnlyItsFirstColumn() {
        let picture = host(People(), width: 320, height: 160).render()
        XCTAssertTrue(picture.contains("Ada") && picture.contains("Alan"), picture)
        XCTAssertFalse(picture.contains("LOVELACE") || picture.contains("Given"), picture)
    }

    /// In a regular width the headers come first, and each column takes an equal share of the
    /// 720 points, so the second column starts at the same place in every row.
    func testARegularTableShowsEveryColumnUnderItsHeader() {
        let lines = host(People(), width: 720, height: 160).renderedLines
        let header = lines.first { $0.contains("Given") } ?? ""
        let ada = lines.first { $0.contains("Ada") } ?? ""
        XCTAssertTrue(header.contains("Family"), "\(lines)")
        XCTAssertTrue(ada.contains("LOVELACE"), "\(lines)")
        XCTAssertEqual(header.range(of: "Family")?.lowerBound.utf16Offset(in: header),
                       ada.range(of: "LOVELACE")?.lowerBound.utf16Offset(in: ada))
        XCTAssertLessThan(lines.firstIndex(of: header) ?? .max, lines.firstIndex(of: ada) ?? -1)
    }
}
