import XCTest
import ImageDecoding
import TerminalPreview
@testable import SwiftUI

/// `ImagePaint` (Apple: "a shape style that fills a shape by repeating a region of an image";
/// `sourceRect` is "a unit-space rectangle defining how much of the source image to draw",
/// `scale` "a scale factor to apply to the image"). Each cell of the fill or stroke takes the
/// colour of the picture under it, repeated from the shape's corner.
final class ImagePaintTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-image-paint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        ImageFiles.reader = ImageFolders([folder.path])
        // 16×32 pixels: red on the left half, blue on the right.
        try PNGWriter.write(PNGWriter.png(width: 16, height: 32) { x, _ in x < 8 ? (255, 0, 0, 255) : (0, 0, 255, 255) },
                            named: "halves.png", in: folder)
    }

    override func tearDownWithError() throws {
        ImageFiles.reader = nil
        try FileManager.default.removeItem(at: folder)
    }

    private let red = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)
    private let blue = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 1)

    private func shading(_ view: some View) -> GradientShading? {
        host(view, width: 64, height: 32).displayList.items.compactMap(\.shading).first
    }

    /// The picture repeats every 16 points across: red over 0–8, blue over 8–16, red again at 16.
    func testAFillRepeatsThePicture() throws {
        let paint = try XCTUnwrap(shading(Rectangle().fill(ImagePaint(image: Image("halves")))))
        XCTAssertEqual(paint.color(at: CGPoint(x: 4, y: 4)), red)
        XCTAssertEqual(paint.color(at: CGPoint(x: 12, y: 4)), blue)
        XCTAssertEqual(paint.color(at: CGPoint(x: 20, y: 30)), red)
    }

    /// At scale 2 each repetition is 32 points wide; a source rectangle of the right half
    /// paints blue everywhere.
    func testScaleAndSourceRect() throws {
        let doubled = try XCTUnwrap(shading(Rectangle().fill(.image(Image("halves"), scale: 2))))
        XCTAssertEqual(doubled.color(at: CGPoint(x: 12, y: 4)), red)
        XCTAssertEqual(doubled.color(at: CGPoint(x: 20, y: 4)), blue)
        let right = try XCTUnwrap(shading(Rectangle().fill(ImagePaint(image: Image("halves"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))))
        XCTAssertEqual(right.color(at: CGPoint(x: 4, y: 4)), blue)
        XCTAssertEqual(right.color(at: CGPoint(x: 12, y: 4)), blue)
    }

    /// A stroked border is painted from the picture too, as the books' `strokeBorder` example
    /// does; in colour, its cells show both of the picture's colours.
    func testAStrokedBorderTakesTheColoursOfThePicture() {
        let text = host(Rectangle().strokeBorder(ImagePaint(image: Image("halves")), lineWidth: 8), width: 64, height: 32)
            .render(colors: .trueColor)
        XCTAssertTrue(text.contains("255;0;0"), text)
        XCTAssertTrue(text.contains("0;0;255"), text)
    }
}
