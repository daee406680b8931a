import XCTest
@testable import SwiftUI

/// Modifiers for what a phone has and a terminal has not (haptics, an on-screen keyboard, URLs
/// opened by the system, edge gestures): tutorial code that uses them compiles, and the view is
/// drawn exactly as without them (issue 26: "accepted" API).
final class DeviceOnlyModifiersTests: XCTestCase {
    private struct Form: View {
        let decorated: Bool
        @State private var saves = 0
        var body: some View {
            let list = ScrollView { Text("Saved \(saves)").padding() }
            if decorated {
                list
                    .sensoryFeedback(.success, trigger: saves)
                    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: saves) { old, new in new > old }
                    .sensoryFeedback(trigger: saves) { _, new in new > 3 ? .warning : nil }
                    .scrollDismissesKeyboard(.interactively)
                    .onOpenURL { _ in XCTFail("no URL is opened here") }
                    .defersSystemGestures(on: .bottom)
            } else {
                list
            }
        }
    }

    func testTheyDrawTheViewAsWithoutThem() {
        let plain = TerminalHost(rootView: Form(decorated: false), proposal: ProposedViewSize(width: 160, height: 64))
        let decorated = TerminalHost(rootView: Form(decorated: true), proposal: ProposedViewSize(width: 160, height: 64))
        XCTAssertEqual(decorated.render(), plain.render())
        XCTAssertEqual(decorated.size, plain.size)
    }
}
