import Foundation
import XCTest
@testable import SwiftUI

/// The accessibility actions, headings, focus and custom content: accepted (a terminal picture has
/// no accessibility tree), so a view with them draws exactly as without them.
final class AccessibilityActionsTests: XCTestCase {
    struct Rating: View {
        @State var stars = 3
        @AccessibilityFocusState var isRatingFocused: Bool

        var body: some View {
            VStack(spacing: 0) {
                Text("Rating").accessibilityHeading(.h2)
                Text(String(repeating: "★", count: stars))
                    .accessibilityAdjustableAction { direction in
                        stars += direction == .increment ? 1 : -1
                    }
                    .accessibilityAction { stars = 5 }
                    .accessibilityAction(.escape) { stars = 0 }
                    .accessibilityActions { Button("Reset") { stars = 0 } }
                    .accessibilityFocused($isRatingFocused)
                    .accessibilityRepresentation { Slider(value: .constant(3), in: 0...5) }
                    .accessibilityChildren { Text("stars") }
                    .accessibilityCustomContent("Votes", Text("12"), importance: .high)
                    .accessibilityTextContentType(.plain)
                    .accessibilityRespondsToUserInteraction()
                    .accessibilityIgnoresInvertColors()
                    .speechAlwaysIncludesPunctuation()
            }
        }
    }

    /// Apple documents each as changing what VoiceOver reads or does, not what is drawn: the
    /// picture is the one without them, and no handler runs.
    func testTheyDrawNothingAndRunNothing() {
        let plain = VStack(spacing: 0) {
            Text("Rating")
            Text("★★★")
        }
        XCTAssertEqual(host(Rating(), width: 80, height: 48).render(), host(plain, width: 80, height: 48).render())
        XCTAssertEqual(AccessibilityActionKind(named: Text("Rate")), AccessibilityActionKind(named: Text("Rate")))
        XCTAssertNotEqual(AccessibilityActionKind.default, .escape)
    }
}
