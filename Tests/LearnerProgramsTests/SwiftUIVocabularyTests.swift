@testable import LearnerPrograms
import Foundation
import XCTest

/// The names Tab completes and misspellings are compared with are names the runtime has:
/// a name dropped from the runtime, or a slip in the list itself, fails here.
final class SwiftUIVocabularyTests: XCTestCase {
    private func runtimeSource() throws -> String {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = package.appendingPathComponent("Sources/SwiftUI")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        XCTAssertGreaterThan(files.count, 100, "the runtime's sources are found")
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    func testEveryModifierIsAPublicFunctionOfTheRuntime() throws {
        let source = try runtimeSource()
        for name in SwiftUIVocabulary.modifiers {
            XCTAssertNotNil(source.firstMatch(of: try Regex("public (nonisolated )?func \(name)[<(]")), name)
        }
    }

    func testEveryViewTypeIsAPublicTypeOfTheRuntime() throws {
        let source = try runtimeSource()
        for name in SwiftUIVocabulary.viewTypes {
            XCTAssertNotNil(source.firstMatch(of: try Regex("public (struct|enum|final class) \(name)\\b")), name)
        }
    }

    /// Distances as a person counts slips: one letter missing, extra, changed, or two swapped
    /// is one; a letter in the wrong case half of one (rounded up).
    func testDistanceCountsSlips() {
        XCTAssertEqual(Misspelling.distance("paddin", "padding"), 1)
        XCTAssertEqual(Misspelling.distance("pdading", "padding"), 1)
        XCTAssertEqual(Misspelling.distance("Vstack", "VStack"), 1)
        XCTAssertEqual(Misspelling.distance("frme", "frame"), 1)
        XCTAssertEqual(Misspelling.distance("opacty", "opacity"), 1)
        XCTAssertEqual(Misspelling.distance("offset", "offset"), 0)
        XCTAssertEqual(Misspelling.distance("blur", "bold"), 3)
    }
}
