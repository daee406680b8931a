import XCTest
@testable import SwiftUI

/// Xcode's canvas for a `PreviewProvider`: each view of `previews` is a preview of its own, in a
/// container sized by its `previewLayout`. The sizes follow Apple's documentation of
/// `PreviewLayout`: `.device` centres the preview "in a container the size of the device",
/// `.sizeThatFits` fits the container "to the size of the preview when offered the size of the
/// device", and `.fixed(width:height:)` centres it "in a fixed size container".
final class PreviewCanvasTests: XCTestCase {
    private let screen = CGSize(width: 320, height: 384)

    private struct Sample: PreviewProvider {
        static var previews: some View {
            Group {
                Text("Hello")
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Greeting")
                Color.blue
                ForEach(1..<3) { number in
                    Text("\(number)").previewLayout(.fixed(width: 48, height: 32))
                }
            }
        }
    }

    func testEachViewOfThePreviewsIsAPreviewUnderItsName() {
        let previews = _PreviewCanvas.previews(of: Sample.previews, screen: screen)
        // The Group's two views and the ForEach's two items.
        XCTAssertEqual(previews.map(\.name), ["Greeting", "Preview 2", "Preview 3", "Preview 4"])
    }

    func testTheLayoutSizesTheContainer() {
        let previews = _PreviewCanvas.previews(of: Sample.previews, screen: screen)
        // "Hello" is 5 cells of 8 points by one line of 16.
        XCTAssertEqual(previews[0].host.size, CGSize(width: 40, height: 16))
        XCTAssertEqual(previews[1].host.size, screen)
        XCTAssertEqual(previews[2].host.size, CGSize(width: 48, height: 32))
        // "2" (8×16 points) centred in 48×32: at x 20, y 8, which the grid of 8×16-point cells
        // rounds to column 3 (20/8 = 2.5, rounded up) and row 1 (8/16 = 0.5); render() leaves out
        // trailing blanks.
        XCTAssertEqual(previews[3].host.render(), "\n   2")
    }

    func testADeviceLayoutCentresTheViewOnTheScreen() {
        let previews = _PreviewCanvas.previews(of: Text("Hi"), screen: CGSize(width: 48, height: 48))
        XCTAssertEqual(previews.map(\.name), ["Preview"])
        // "Hi" (16×16 points) centred on a 48×48-point screen: column 2, the middle of 3 rows.
        XCTAssertEqual(previews[0].host.render(), "\n  Hi\n")
    }
}
