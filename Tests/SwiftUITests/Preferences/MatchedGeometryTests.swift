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
}
