import XCTest
@testable import SwiftUI

/// Visibility in `confirmationDialog(_:isPresented:titleVisibility:actions:)`: Apple's
/// documentation: `.visible` shows the title, `.hidden` does not, and `.automatic` leaves it to
/// the system (iOS hides a dialog's title unless a message is given).
final class DialogTitleVisibilityTests: XCTestCase {
    private func dialog(_ visibility: Visibility) -> String {
        struct Dialog: View {
            let visibility: Visibility
            @State var asking = true
            var body: some View {
                Text("under")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .confirmationDialog("Pick a colour", isPresented: $asking, titleVisibility: visibility) {
                        Button("Red") {}
                    }
            }
        }
        return host(Dialog(visibility: visibility), width: 320, height: 192).render()
    }

    func testTitleVisibility() {
        XCTAssertTrue(dialog(.visible).contains("Pick a colour"))
        XCTAssertFalse(dialog(.hidden).contains("Pick a colour"))
        XCTAssertTrue(dialog(.hidden).contains("Red"))
    }
}
