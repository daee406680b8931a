import Foundation
import XCTest
@testable import SwiftUI

/// `ColorPicker`: its label and a swatch of the selection; a tap steps through the system colours.
final class ColorPickerTests: XCTestCase {
    private struct Settings: View {
        @State var tint = Color.blue
        var body: some View {
            VStack(spacing: 0) {
                ColorPicker("Tint", selection: $tint, supportsOpacity: false)
                Text("chosen").foregroundStyle(tint)
            }
        }
    }

    /// Apple's docs for `ColorPicker`: a control showing the selected colour beside its label;
    /// as in an iOS row, the label is at the leading edge and the swatch (16×16, a circle) at the
    /// trailing edge of the proposed 160 points.
    func testLabelAndSwatchOfTheSelection() {
        let h = host(Settings(), width: 160, height: 32)
        XCTAssertTrue(h.render().hasPrefix("Tint"))
        let swatch = h.displayList.items.first { if case .fill = $0.content { true } else { false } }
        XCTAssertEqual(swatch?.color, resolved(.blue))
        guard case .fill(let path, _, _) = swatch?.content else { return XCTFail("no swatch") }
        assertRect(path.boundingRect, CGRect(x: 144, y: 0, width: 16, height: 16), accuracy: 0.01)
    }

    /// A tap selects the system colour after the selection (blue, then indigo), and the view
    /// that reads the binding follows; our rule, as a terminal has no colour grid.
    func testTapSelectsTheNextSystemColour() {
        let h = host(Settings(), width: 160, height: 32)
        XCTAssertTrue(h.tap("Tint"))
        XCTAssertEqual(h.color(ofText: "chosen"), resolved(.indigo))
        XCTAssertEqual(ColorPicker<Text>.next(after: .brown, in: EnvironmentValues()), .red)
        XCTAssertEqual(ColorPicker<Text>.next(after: Color(red: 0.1, green: 0.2, blue: 0.3), in: EnvironmentValues()), .red)
    }
}
