import Foundation
import XCTest
@testable import SwiftUI

/// A custom ViewModifier has state and reads the environment like a view.
final class ModifierStateTests: XCTestCase {
    struct Counting: ViewModifier {
        @State var taps = 0
        @Environment(\.layoutDirection) var direction
        func body(content: Content) -> some View {
            VStack {
                content
                Button("taps \(taps) \(direction == .rightToLeft ? "rtl" : "ltr")") { taps += 1 }
            }
        }
    }

    struct Screen: View {
        @State var title = "first"
        var body: some View {
            VStack {
                Button("Rename") { title = "second" }
                Text(title).modifier(Counting())
            }
        }
    }

    func testStateAndEnvironmentInAModifier() {
        let host = TerminalHost(rootView: Screen(), layoutDirection: .rightToLeft)
        XCTAssertTrue(host.render().contains("taps 0 rtl"), host.render())
        host.tap("taps 0 rtl")
        XCTAssertEqual(host.bodyEvaluations, ["Counting"])
        XCTAssertTrue(host.render().contains("taps 1 rtl"))
        // New content reaches the modifier; its state stays.
        host.tap("Rename")
        XCTAssertTrue(host.render().contains("second"), host.render())
        XCTAssertTrue(host.render().contains("taps 1"), host.render())
    }
}
