import Foundation
import XCTest
@testable import SwiftUI

/// The background style (`.background`, `backgroundStyle(_:)`) and the background modifiers that
/// take a shape or safe-area edges.
final class BackgroundStyleTests: XCTestCase {
    private func resolved(_ color: Color, _ scheme: ColorScheme = .light) -> Color.Resolved {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment)
    }

    /// Apple's docs for `ShapeStyle.background`: the background style of the current context,
    /// which adapts to Dark Mode: UIKit's `systemBackground`, white in light and black in dark.
    func testBackgroundIsTheSystemBackgroundOfTheScheme() {
        let view = Rectangle().fill(.background).frame(width: 16, height: 16)
        let light = host(view, width: 50, height: 50).displayList.items.first
        XCTAssertEqual(light?.color, resolved(.white))
        let dark = host(view.environment(\.colorScheme, .dark), width: 50, height: 50).displayList.items.first
        XCTAssertEqual(dark?.color, resolved(.black))
    }

    /// Apple's docs for `backgroundStyle(_:)`: it sets the style that backgrounds in the view
    /// render with, which `.background` and `EnvironmentValues.backgroundStyle` then give.
    func testBackgroundStyleSetsWhatBackgroundDraws() {
        let view = Rectangle().fill(.background).frame(width: 16, height: 16).backgroundStyle(.orange)
        XCTAssertEqual(host(view, width: 50, height: 50).displayList.items.first?.color, resolved(.orange))
        var read: Color.Resolved?
        let reader = BackgroundStyleReader { style in read = style?._resolveColor(in: EnvironmentValues()) }
        _ = host(reader.backgroundStyle(.green), width: 50, height: 50)
        XCTAssertEqual(read, resolved(.green))
    }

    /// Apple's docs for `background(_:in:fillStyle:)`: the shape, filled with the style, is
    /// drawn behind the view in its frame: a 48×16 text padded by 8 is 64×32, and a capsule
    /// of that frame has radius 16, so its top-left point (1, 1) is outside and (16, 1) inside.
    func testBackgroundInAShapeFillsTheShapeInTheViewsFrame() {
        let view = Text("Hello!").padding(8).background(.blue, in: Capsule())
        let items = host(view, width: 200, height: 100).displayList.items
        XCTAssertEqual(items.count, 2)
        guard case .fill(let path, let color, _) = items[0].content else { return XCTFail("no fill behind the text") }
        XCTAssertEqual(color, resolved(.blue))
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 64, height: 32))
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 16, y: 1)))
        guard case .text = items[1].content else { return XCTFail("the text is not over the fill") }
    }

    /// `background(in:)` fills the shape with the background style: white in light mode.
    func testBackgroundInAShapeWithoutAStyleUsesTheBackgroundStyle() {
        let view = Text("Hi").padding(8).background(in: .rect(cornerRadius: 8))
        XCTAssertEqual(host(view, width: 200, height: 100).displayList.items.first?.color, resolved(.white))
    }

    /// Apple's docs for `background(_:ignoresSafeAreaEdges:)`: the style fills the view's frame
    /// and extends into the safe area on the edges; a terminal has no safe area, so it is the
    /// frame (32×16 for "Hey!"). `background()` fills with the background style.
    func testBackgroundIgnoringSafeAreaEdgesFillsTheFrame() {
        let view = Text("Hey!").background(.red, ignoresSafeAreaEdges: .all)
        let item = host(view, width: 200, height: 100).displayList.items.first
        XCTAssertEqual(item?.color, resolved(.red))
        assertRect(item?.frame ?? .null, CGRect(x: 0, y: 0, width: 32, height: 16))
        let plain = Text("Hey!").background().environment(\.colorScheme, .dark)
        XCTAssertEqual(host(plain, width: 200, height: 100).displayList.items.first?.color, resolved(.black))
    }
}

/// Reports the background style of the environment it is made in.
private struct BackgroundStyleReader: View {
    let report: ((any ShapeStyle)?) -> Void
    @Environment(\.backgroundStyle) private var style

    var body: some View {
        report(style)
        return Color.clear
    }
}
