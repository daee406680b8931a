import Foundation
import XCTest
@testable import SwiftUI

/// `RenameButton` and `renameAction(_:)` (iOS 16). Apple's documentation: "A rename button
/// receives its action from the environment … The system disables the button if you don't
/// define an action"; its label is "Rename" with the pencil symbol (`init()` where
/// `Label == Label<Text, Image>`); `renameAction(_ isFocused:)` "sets the rename action in the
/// environment to update focus state".
final class RenameButtonTests: XCTestCase {
    struct Row: View {
        @State var name = "Notes"
        @FocusState var isEditing: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: $name).focused($isEditing)
                RenameButton()
            }
            .renameAction($isEditing)
        }
    }

    func testTheButtonIsRenameWithAPencilAndGivesTheFieldTheFocus() {
        let host = TerminalHost(rootView: Row(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertTrue(host.renderedLines[1].hasSuffix("Rename"), "\(host.renderedLines)")
        XCTAssertNotEqual(host.renderedLines[1].first, "R", "the pencil symbol comes before the title")
        XCTAssertNil(host.controls.first(where: \.isFocused))
        XCTAssertTrue(host.tap("Rename"))
        XCTAssertEqual(host.controls.first(where: \.isFocused)?.name, "Name")
    }

    func testAClosureRunsAndWithoutAnActionTheButtonIsDisabled() {
        final class Count { var value = 0 }
        let count = Count()
        let host = TerminalHost(rootView: RenameButton().renameAction { count.value += 1 }, proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertTrue(host.tap("Rename"))
        XCTAssertEqual(count.value, 1)
        let bare = TerminalHost(rootView: RenameButton(), proposal: ProposedViewSize(width: 160, height: nil))
        XCTAssertFalse(bare.tap("Rename"), "no rename action: disabled")
    }
}
