import XCTest
@testable import SwiftUI

/// Deleting and moving a List's rows through its ForEach's `onDelete` and `onMove`: the action
/// gets the row's offset in the data (Apple, `DynamicViewContent.onDelete(perform:)` and
/// `onMove(perform:)`), and the host's `delete(_:)` is the contract the grader relies on.
final class ListEditingTests: XCTestCase {
    struct Fruits: View {
        @State var names = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(names, id: \.self) { Text($0).accessibilityIdentifier($0) }
                    .onDelete { names.remove(atOffsets: $0) }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
        }
    }

    func testDeletingARowRunsOnDeleteWithItsOffset() {
        let host = host(Fruits(), width: 200, height: 300)
        XCTAssertTrue(host.delete("Banana"))
        XCTAssertNil(host.frame(ofIdentifier: "Banana"))
        // Cherry moved up into the second row (48 points down, its text 16 below the row's top).
        XCTAssertEqual(host.frame(ofIdentifier: "Cherry")?.minY, 48 + 16)
    }

    /// A row without an identifier is found by its text, as `tap` finds a button by its label:
    /// a person deletes the row they read.
    func testARowIsFoundByItsTextWhenNoIdentifierNamesIt() {
        struct Names: View {
            @State var names = ["Ada", "Bo", "Cy"]
            var body: some View {
                List { ForEach(names, id: \.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) } }.listStyle(.plain)
            }
        }
        let host = host(Names(), width: 200, height: 300)
        XCTAssertTrue(host.delete("Bo"))
        XCTAssertFalse(host.render().contains("Bo"), host.render())
        XCTAssertTrue(host.render().contains("Cy"), host.render())
        let warnings = collectingWarnings { XCTAssertFalse(host.delete("Zed")) }
        XCTAssertEqual(warnings, [#"No List row named "Zed" is shown; the rows shown are "Ada", "Cy"."#])
    }

    func testMovingARowRunsOnMoveWithItsOffsetAndTheDestination() {
        let host = host(Fruits(), width: 200, height: 300)
        XCTAssertTrue(host.move("Cherry", toOffset: 0))
        XCTAssertEqual(host.frame(ofIdentifier: "Cherry")?.minY, 16)
        XCTAssertEqual(host.frame(ofIdentifier: "Apple")?.minY, 48 + 16)
    }

    func testARowWithoutOnDeleteOrAMissingRowIsReportedAndNothingChanges() {
        let plain = host(List { Text("Fixed").accessibilityIdentifier("fixed") }, width: 200, height: 200)
        let warnings = collectingWarnings {
            XCTAssertFalse(plain.delete("fixed"))
            XCTAssertFalse(plain.delete("nothing"))
        }
        XCTAssertEqual(warnings.count, 2)
        XCTAssertTrue(warnings[0].contains("cannot be deleted"), warnings[0])
        XCTAssertTrue(warnings[1].contains("the rows shown are \"fixed\""), warnings[1])
        XCTAssertNotNil(plain.frame(ofIdentifier: "fixed"))
    }
}

/// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`: the destination is an
/// offset in the collection as it was, before the moved elements are taken out (Apple,
/// `MutableCollection.move(fromOffsets:toOffset:)`).
final class CollectionEditingTests: XCTestCase {
    func testRemoveAtOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: [1, 3])
        XCTAssertEqual(letters, ["a", "c"])
    }

    func testMoveFromOffsetsToOffset() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        XCTAssertEqual(letters, ["b", "c", "a", "d"])
        letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [3], toOffset: 0)
        XCTAssertEqual(letters, ["d", "a", "b", "c"])
        letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        XCTAssertEqual(letters, ["b", "d", "a", "c"])
    }
}
