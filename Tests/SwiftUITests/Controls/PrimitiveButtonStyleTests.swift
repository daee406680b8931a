import Foundation
import XCTest
@testable import SwiftUI

/// `PrimitiveButtonStyle`: the style makes the whole button and decides when its action runs,
/// by calling `configuration.trigger()` (Apple, "PrimitiveButtonStyle": "a type that applies
/// custom interaction behavior and a custom appearance to all buttons within a view hierarchy").
final class PrimitiveButtonStyleTests: XCTestCase {
    /// Counts the taps that reached the button's action.
    struct Counter<S: PrimitiveButtonStyle>: View {
        let style: S
        @State var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("count \(count)")
                Button("Go") { count += 1 }.buttonStyle(style)
            }
        }
    }

    struct TapToTrigger: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(perform: configuration.trigger)
        }
    }

    struct LongPressToTrigger: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onLongPressGesture { configuration.trigger() }
        }
    }

    struct NoGesture: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    func testATapReachesTheStylesGestureWhichTriggersTheAction() {
        let host = host(Counter(style: TapToTrigger()), width: 200, height: 100)
        // "Go" (16 points) centred under "count 0" (56): 20 points in, 2.5 cells, drawn from cell 3.
        XCTAssertEqual(host.renderedLines, ["count 0", "   Go"])
        XCTAssertTrue(host.tap("Go"))
        XCTAssertTrue(host.render().contains("count 1"), host.render())
    }

    func testTheStyleDecidesWhenTheActionRuns() {
        // A style that triggers on a long press (0.5 s at least, SwiftUI's default) ignores a tap.
        let host = host(Counter(style: LongPressToTrigger()), width: 200, height: 100)
        _ = collectingWarnings { host.tap("Go") }
        XCTAssertTrue(host.render().contains("count 0"), host.render())
        XCTAssertTrue(host.longPress("Go", for: 1))
        XCTAssertTrue(host.render().contains("count 1"), host.render())
        // A style that never triggers makes a button nothing can press.
        let inert = TerminalHost(rootView: Counter(style: NoGesture()), proposal: ProposedViewSize(width: 200, height: 100))
        let warnings = collectingWarnings { XCTAssertFalse(inert.tap("Go")) }
        XCTAssertFalse(warnings.isEmpty)
        XCTAssertTrue(inert.render().contains("count 0"), inert.render())
    }

    func testButtonOfTheConfigurationIsAnOrdinaryButtonInTheDefaultStyle() {
        struct Framed: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).padding(.horizontal, 8).border(Color.gray)
            }
        }
        let host = host(Counter(style: Framed()), width: 200, height: 100)
        XCTAssertTrue(host.tap("Go"))
        XCTAssertTrue(host.render().contains("count 1"), host.render())
        // The default style draws the label in the tint (the accent colour).
        XCTAssertEqual(host.color(ofText: "Go"), resolved(.accentColor))
    }

    func testADisabledButtonsTriggerDoesNothing() {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("count \(count)")
                    Button("Go") { count += 1 }.buttonStyle(TapToTrigger()).disabled(true)
                }
            }
        }
        let host = host(Screen(), width: 200, height: 100)
        host.tap("Go")
        XCTAssertTrue(host.render().contains("count 0"), host.render())
    }

    func testAnInnerButtonStyleWinsOverAnOuterPrimitiveStyle() {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("count \(count)")
                    Button("Go") { count += 1 }.buttonStyle(.plain)
                }
                .buttonStyle(NoGesture())
            }
        }
        let host = host(Screen(), width: 200, height: 100)
        XCTAssertTrue(host.tap("Go"))
        XCTAssertTrue(host.render().contains("count 1"), host.render())
    }
}
