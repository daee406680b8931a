import Foundation
import XCTest
@testable import SwiftUI

/// Thinking in SwiftUI ch. 5/6: matchedGeometryEffect positions a view where another is.
final class MatchedGeometryTests: XCTestCase {
    struct Tabs: View {
        @Namespace var namespace
        @State var selected = 0
        let titles = ["One", "Two", "Three"]

        var body: some View {
            HStack {
                ForEach(0..<3) { index in
                    Button(titles[index]) { selected = index }
                        .matchedGeometryEffect(id: index, in: namespace)
                }
            }
            .overlay {
                Color.blue
                    .matchedGeometryEffect(id: selected, in: namespace, isSource: false)
                    .accessibilityIdentifier("highlight")
            }
        }
    }

    func testFollowerTakesTheSourcesFrame() {
        let host = TerminalHost(rootView: Tabs())
        // "One" is 24 wide at x 0; "Two" 24 wide at 32; one line tall.
        XCTAssertEqual(host.frame(ofIdentifier: "highlight"), CGRect(x: 0, y: 0, width: 24, height: 16))
        host.tap("Two")
        XCTAssertEqual(host.frame(ofIdentifier: "highlight"), CGRect(x: 32, y: 0, width: 24, height: 16))
    }

    struct Underlined: View {
        @Namespace var namespace
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("One").matchedGeometryEffect(id: 0, in: namespace)
                    Text("Two")
                }
                Color.blue.frame(height: 2)
                    .matchedGeometryEffect(id: 0, in: namespace, isSource: false)
                    .offset(y: 16)
                    .accessibilityIdentifier("underline")
            }
            .offset(x: 8)
        }
    }

    /// An offset outside the follower's effect moves it from the source's frame, as SwiftUI
    /// applies geometry effects outside the matched one on top of it; the offset around both
    /// views has moved the source already, so it counts once.
    func testAnOffsetOutsideTheFollowerMovesItFromTheSource() {
        let host = TerminalHost(rootView: Underlined())
        // "One" is 24 × 16 at x 8 (the stack's offset); the 2-point line sits 16 points below it.
        XCTAssertEqual(host.frame(ofIdentifier: "underline"), CGRect(x: 8, y: 16, width: 24, height: 2))
    }
}
