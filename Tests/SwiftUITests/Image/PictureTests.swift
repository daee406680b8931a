import XCTest
import ImageDecoding
import TerminalPreview
@testable import SwiftUI

/// `Image("name")` as a picture from a PNG or JPEG file next to the code. Apple's `Image` docs:
/// an image "displays at its natural size" until `resizable(capInsets:resizingMode:)`, which
/// "sets the mode by which SwiftUI resizes an image to fit its space"; `UIImage.size` is the
/// pixel size divided by the scale ("the logical dimensions of the image, measured in points"),
/// and the scale here is 1.
final class PictureTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        ImageFiles.reader = ImageFolders([folder.path])
    }

    override func tearDownWithError() throws {
        ImageFiles.reader = nil
        try FileManager.default.removeItem(at: folder)
    }

    private let red: PNGWriter.Pixel = (255, 0, 0, 255)
    private let blue: PNGWriter.Pixel = (0, 0, 255, 255)

    /// A `width`×`height` PNG named `name` in the test's folder, red above row `height / 2`, blue below.
    private func writeSplitPNG(_ name: String, width: Int, height: Int) throws {
        try PNGWriter.write(PNGWriter.png(width: width, height: height) { _, y in y < height / 2 ? self.red : self.blue }, named: name, in: folder)
    }

    private func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return [UInt8](try Data(contentsOf: url))
    }

    func testPictureIsSizedByItsPixelsUnderAnyProposal() throws {
        try writeSplitPNG("photo.png", width: 24, height: 32)
        for (width, height) in [(nil, nil), (0, 0), (100, 50), (.infinity, .infinity)] as [(CGFloat?, CGFloat?)] {
            XCTAssertEqual(host(Image("photo"), width: width, height: height).size, CGSize(width: 24, height: 32))
        }
    }

    func testNameFindsPNGThenJPGThenJPEGAndAnExplicitExtension() throws {
        try Data(fixture("halves-4x2.jpg")).write(to: folder.appendingPathComponent("shot.jpeg"))
        XCTAssertEqual(host(Image("shot"), width: nil, height: nil).size, CGSize(width: 4, height: 2))
        try writeSplitPNG("shot.png", width: 6, height: 2)
        // A fresh reader forgets decoded pictures; `.png` comes first.
        ImageFiles.reader = ImageFolders([folder.path])
        XCTAssertEqual(host(Image("shot"), width: nil, height: nil).size, CGSize(width: 6, height: 2))
        XCTAssertEqual(host(Image("shot.jpeg"), width: nil, height: nil).size, CGSize(width: 4, height: 2))
    }

    func testJPEGDecodesToItsColours() throws {
        // The fixture's left half is red, its right half blue (see Fixtures/README.md); JPEG is
        // lossy, so within a few steps.
        let picture = try DecodedImage.decode(fixture("halves-4x2.jpg")).get()
        XCTAssertEqual([picture.width, picture.height], [4, 2])
        let left = Array(picture.rgba[0..<4]), right = Array(picture.rgba[12..<16])
        for (value, expected) in zip(left + right, [255, 0, 0, 255, 0, 0, 255, 255]) {
            XCTAssertLessThanOrEqual(abs(Int(value) - expected), 8, "\(left) \(right)")
        }
    }

    func testColourOutputDrawsTwoPixelRowsPerCellInHalfBlocks() throws {
        // 8×16 points is one cell: its upper half (rows 0–7) red, its lower half blue. The
        // canvas draws the upper colour first, so the cell is the lower half "▄" in blue on red.
        try writeSplitPNG("flag.png", width: 8, height: 16)
        let text = host(Image("flag"), width: nil, height: nil).render(colors: .trueColor)
        XCTAssertTrue(text.contains("38;2;0;0;255"), text)
        XCTAssertTrue(text.contains("48;2;255;0;0"), text)
        XCTAssertTrue(text.contains("▄"), text)
    }

    func testPlainOutputIsABoxWithTheName() throws {
        // 64×48 points are 8 columns by 3 rows; the name is centred on the middle row.
        try writeSplitPNG("cat.png", width: 64, height: 48)
        XCTAssertEqual(host(Image("cat"), width: nil, height: nil).render(), "┌──────┐\n│ cat  │\n└──────┘")
    }

    func testResizableFitAndFillKeepThePicturesRatio() throws {
        // `aspectRatio(contentMode:)` with no ratio takes the natural size's, 32:16 = 2.
        try writeSplitPNG("wide.png", width: 32, height: 16)
        XCTAssertEqual(host(Image("wide").resizable().scaledToFit(), width: 100, height: 100).size, CGSize(width: 100, height: 50))
        XCTAssertEqual(host(Image("wide").resizable().scaledToFill(), width: 100, height: 100).size, CGSize(width: 200, height: 100))
        XCTAssertEqual(host(Image("wide").resizable(), width: 80, height: 40).size, CGSize(width: 80, height: 40))
    }

    func testClippedPictureDrawsOnlyInsideItsFrame() throws {
        // A 64×64 picture in a 16×16 frame overflows it (fixed size, centred); `clipped()` cuts
        // it to the frame: two columns by one row of the 8×4-cell canvas.
        try PNGWriter.write(PNGWriter.png(width: 64, height: 64) { _, _ in self.red }, named: "big.png", in: folder)
        let view = Image("big").frame(width: 16, height: 16).clipped().frame(width: 64, height: 64)
        let lines = host(view, width: nil, height: nil).render(colors: .trueColor).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 4)
        XCTAssertFalse(lines[0].contains("255;0;0"))
        XCTAssertTrue(lines[1].contains("255;0;0"))
        let unclipped = host(Image("big").frame(width: 16, height: 16).frame(width: 64, height: 64), width: nil, height: nil)
        XCTAssertTrue(unclipped.render(colors: .trueColor).split(separator: "\n")[0].contains("255;0;0"))
    }

    func testDisplayListRecordsThePictureByNameAndFrame() throws {
        try writeSplitPNG("logo.png", width: 16, height: 16)
        let items = host(Image("logo").padding(8), width: nil, height: nil).displayList.items
        guard case .image(let drawing, _)? = items.first?.content else { return XCTFail("no picture drawn: \(items)") }
        XCTAssertEqual(drawing.name, "logo")
        XCTAssertEqual(items.first?.frame, CGRect(x: 8, y: 8, width: 16, height: 16))
    }

    func testTemplatePictureIsItsAlphaInTheForegroundColour() throws {
        // `renderingMode(.template)`: "Draws the image as a template", in the foreground style.
        try PNGWriter.write(PNGWriter.png(width: 8, height: 16) { _, _ in (10, 200, 30, 255) }, named: "mask.png", in: folder)
        let text = host(Image("mask").renderingMode(.template).foregroundColor(Color(red: 0, green: 0, blue: 1)), width: nil, height: nil).render(colors: .trueColor)
        XCTAssertTrue(text.contains("48;2;0;0;255"), text)
        XCTAssertFalse(text.contains("200"), text)
    }

    func testTileRepeatsThePictureAndStretchScalesIt() throws {
        // Apple: `.tile` "repeat[s] the image at its original size"; `.stretch` "enlarge[s] or
        // reduce[s] the size of an image so that it fills the available space".
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        func drawing(_ mode: Image.ResizingMode) -> ImageDrawing {
            ImageDrawing(name: "two", pixelWidth: 2, pixelHeight: 1, rgba: rgba, capInsets: EdgeInsets(), resizingMode: mode, interpolation: .none, isTemplate: false)
        }
        func reds(_ mode: Image.ResizingMode) -> [Bool] {
            (0..<4).map { drawing(mode).color(over: CGRect(x: CGFloat($0), y: 0, width: 1, height: 1), frameSize: CGSize(width: 4, height: 1)).red > 0.5 }
        }
        XCTAssertEqual(reds(.tile), [true, false, true, false])
        XCTAssertEqual(reds(.stretch), [true, true, false, false])
    }

    func testCapInsetsKeepTheirPixels() {
        // Cap insets are "a portion of the image that SwiftUI doesn't resize": in a 3-pixel
        // picture (red, green, blue) with 1-pixel caps stretched to 9 points, the first and last
        // points keep red and blue and the seven between are green.
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]
        let drawing = ImageDrawing(name: "caps", pixelWidth: 3, pixelHeight: 1, rgba: rgba, capInsets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1), resizingMode: .stretch, interpolation: .none, isTemplate: false)
        let greens = (0..<9).map { drawing.color(over: CGRect(x: CGFloat($0), y: 0, width: 1, height: 1), frameSize: CGSize(width: 9, height: 1)).green > 0.5 }
        XCTAssertEqual(greens, [false] + Array(repeating: true, count: 7) + [false])
    }

    func testMissingPictureWarnsWhereItLookedAndDrawsThePlaceholder() {
        var drawn = ""
        let warnings = collectingWarnings { drawn = host(Image("nowhere"), width: nil, height: nil).render() }
        XCTAssertEqual(drawn, "▣")
        XCTAssertEqual(warnings, ["No image named \"nowhere\" was found: looked for nowhere.png, nowhere.jpg, nowhere.jpeg in \(folder.standardizedFileURL.path)."])
    }

    func testCorruptFilesWarnAndDrawThePlaceholder() throws {
        // The signatures of PNG and JPEG followed by nonsense, a truncated PNG, and a text file.
        let truncated = Array(PNGWriter.png(width: 4, height: 4) { _, _ in self.red }.prefix(40))
        let files: [(String, [UInt8])] = [
            ("bad.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 30)),
            ("cut.png", truncated),
            ("bad.jpg", [0xFF, 0xD8, 0xFF] + Array(repeating: 1, count: 30)),
            ("notes.png", Array("not a picture".utf8)),
        ]
        for (name, bytes) in files {
            try PNGWriter.write(bytes, named: name, in: folder)
            var drawn = ""
            let warnings = collectingWarnings { drawn = host(Image(name), width: nil, height: nil).render() }
            XCTAssertEqual(drawn, "▣", name)
            XCTAssertEqual(warnings.count, 1, "\(name): \(warnings)")
            XCTAssertTrue(warnings.first?.hasPrefix("The image \(folder.standardizedFileURL.path)/\(name) could not be read: ") == true, "\(warnings)")
        }
    }
}
