import Foundation
import XCTest
@testable import SwiftUI

/// EditButton: a button titled "Edit" (in the accent colour, at its title's size: 4 cells, one
/// line), "Done" while editing; it switches the environment's edit mode (Apple: "a button that
/// toggles the edit mode environment value").
final class ControlsEditButtonTests: XCTestCase {
    struct Editor: View {
        @State var mode = EditMode.inactive
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Reader()
                EditButton()
            }
            .environment(\.editMode, $mode)
        }
    }

    /// Reads the edit mode from the environment, as a list row would.
    struct Reader: View {
        @Environment(\.editMode) var editMode
        var body: some View {
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "idle")
        }
    }

    func testDrawnAsEditInTheAccentColour() {
        let host = host(EditButton(), width: 200, height: 100)
        XCTAssertEqual(host.size, CGSize(width: 32, height: 16))
        XCTAssertEqual(host.renderedLines, ["Edit"])
        XCTAssertEqual(host.color(ofText: "Edit"), resolved(.accentColor))
    }

    func testTapSwitchesTheEnvironmentsEditMode() {
        let host = host(Editor(), width: 200, height: 100)
        XCTAssertEqual(host.renderedLines, ["idle", "Edit"])
        XCTAssertTrue(host.tap("Edit"))
        XCTAssertEqual(host.renderedLines, ["editing", "Done"])
        XCTAssertTrue(host.tap("Done"))
        XCTAssertEqual(host.renderedLines, ["idle", "Edit"])
    }

    func testWithoutAnEnvironmentModeItSwitchesItsOwnTitle() {
        let host = host(VStack(alignment: .leading, spacing: 0) { Reader(); EditButton() }, width: 200, height: 100)
        XCTAssertTrue(host.tap("Edit"))
        XCTAssertEqual(host.renderedLines, ["idle", "Done"])
    }

    func testIsEditing() {
        XCTAssertFalse(EditMode.inactive.isEditing)
        XCTAssertTrue(EditMode.transient.isEditing)
        XCTAssertTrue(EditMode.active.isEditing)
    }
}
