import XCTest
import TerminalPreview
@testable import SwiftUI

/// `UIImage(data:)` and `Image(uiImage:)`, as app code shows a downloaded picture. Apple's
/// `UIImage.init?(data:)` returns nil "if the image data is in an unsupported format"; `size` is
/// "the logical dimensions of the image, measured in points" (pixels divided by `scale`); an
/// `Image` shows at that size until `resizable()`.
final class UIImageTests: XCTestCase {
    private let png = PNGWriter.png(width: 12, height: 8) { x, _ in x < 6 ? (255, 0, 0, 255) : (0, 0, 255, 255) }

    func testDecodesAPNGAndKnowsItsSizeInPoints() throws {
        let picture = try XCTUnwrap(UIImage(data: Data(png)))
        XCTAssertEqual(picture.size, CGSize(width: 12, height: 8))
        XCTAssertEqual(try XCTUnwrap(UIImage(data: Data(png), scale: 2)).size, CGSize(width: 6, height: 4))
    }

    func testBytesThatAreNoPictureGiveNil() {
        XCTAssertNil(UIImage(data: Data("[{\"id\": 1}]".utf8)))
        XCTAssertNil(UIImage(data: Data()))
    }

    func testImageShowsItAtItsSizeThenResizableFitsIt() throws {
        let picture = try XCTUnwrap(UIImage(data: Data(png)))
        XCTAssertEqual(host(Image(uiImage: picture), width: 100, height: 100).size, CGSize(width: 12, height: 8))
        let fitted = host(Image(uiImage: picture).resizable().aspectRatio(contentMode: .fit), width: 120, height: 120)
        // 12:8 fitted into 120×120 is 120 wide and 80 high.
        XCTAssertEqual(fitted.size, CGSize(width: 120, height: 80))
        guard case .image(let drawing, _) = fitted.displayList.items.first?.content else {
            return XCTFail("the picture is drawn as an image: \(fitted.displayList.items)")
        }
        XCTAssertEqual(drawing.name, "12×8 picture")
        XCTAssertEqual([drawing.pixelWidth, drawing.pixelHeight], [12, 8])
    }
}
