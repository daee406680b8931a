import Foundation
import ScenarioRecords
import SwiftUI
import XCTest
@testable import GradingSupport

/// What a scenario program records of a drawing: every visible element with its bounding box
/// after transforms and clips, its colour with opacity applied, and its text.
final class DrawnElementsTests: XCTestCase {
    private func elements<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100, colorScheme: ColorScheme = .light) -> [DrawnElement] {
        let host = TerminalHost(rootView: view, proposal: ProposedViewSize(width: width, height: height), colorScheme: colorScheme)
        return host.displayList.drawnElements(colorScheme: colorScheme)
    }

    private func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> DrawnElement.Box {
        DrawnElement.Box(x: x, y: y, width: width, height: height)
    }

    func testFillsAndTextHaveTheirFramesColoursAndStrings() {
        // "Hi" is 16×16; padding 8 makes the gray background 32×32.
        let drawn = elements(Text("Hi").padding(8).background(Color.gray))
        XCTAssertEqual(drawn.map(\.kind), [.fill, .text])
        XCTAssertEqual(drawn[0].frame, box(0, 0, 32, 32))
        XCTAssertEqual(drawn[0].colorName, "gray")
        XCTAssertEqual(drawn[1].frame, box(8, 8, 16, 16))
        XCTAssertEqual(drawn[1].text, "Hi")
        XCTAssertEqual(drawn[1].colorName, "black")
    }

    func testAPictureIsAnImageElementWithItsNameAndFrame() {
        // Two solutions that draw the same picture in the same place draw the same element; the
        // picture is SwiftUITests' 4×2-pixel JPEG fixture, so 4×2 points.
        ImageFiles.reader = FixtureReader()
        defer { ImageFiles.reader = nil }
        let drawn = elements(Image("halves").padding(8), width: 100, height: 100)
        XCTAssertEqual(drawn.map(\.kind), [.image])
        XCTAssertEqual(drawn.first?.text, "halves")
        XCTAssertEqual(drawn.first?.frame, box(8, 8, 4, 2))
    }

    func testAdaptiveColoursAreResolvedForTheColourScheme() {
        let drawn = elements(Text("Hi"), colorScheme: .dark)
        XCTAssertEqual(drawn.first?.colorName, "white")
        XCTAssertEqual(drawn.first?.color, DrawnElement.RGBA(red: 1, green: 1, blue: 1, alpha: 1))
    }

    func testOpacityIsAppliedAndInvisibleThingsAreLeftOut() {
        let drawn = elements(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).opacity(0.5)
            Color.clear.frame(width: 10, height: 10)
            Color.blue.frame(width: 0, height: 10)
            Text(" ")
        })
        XCTAssertEqual(drawn.count, 1)
        XCTAssertEqual(drawn.first?.color.alpha ?? 0, 0.5, accuracy: 0.001)
        XCTAssertNil(drawn.first?.colorName)
    }

    func testAnOffsetMovesTheFrameAndAClipCutsIt() {
        let moved = elements(Color.red.frame(width: 20, height: 20).offset(x: 12, y: -12))
        XCTAssertEqual(moved.first?.frame, box(12, -12, 20, 20))
        let clipped = elements(Color.red.frame(width: 40, height: 20).frame(width: 20, height: 20).clipped())
        XCTAssertEqual(clipped.first?.frame, box(0, 0, 20, 20))
    }

    func testAStrokeCoversHalfItsWidthOnEachSideOfItsPath() {
        let drawn = elements(Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 20, height: 20))
        XCTAssertEqual(drawn.first?.kind, .stroke)
        XCTAssertEqual(drawn.first?.frame, box(-2, -2, 24, 24))
    }

    /// A badge offset 12 points above the root's top grows the picture by a row upwards, and
    /// the grader is told so, to count an element's rows from there (the root's top is row 1).
    func testThePictureBeginsWhereWhatIsDrawnBeyondTheRootBegins() {
        let badged = Color.gray.frame(width: 32, height: 32)
            .overlay(alignment: .topTrailing) { Color.red.frame(width: 16, height: 16).offset(x: 8, y: -12) }
        let host = TerminalHost(rootView: badged, proposal: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(host.pictureOrigin, CGPoint(x: 0, y: -16))
        XCTAssertEqual(host.render().split(separator: "\n").count, 3)
        let plain = TerminalHost(rootView: Color.gray.frame(width: 32, height: 32), proposal: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(plain.pictureOrigin, .zero)
    }

    func testACircleFillsItsBoundingBox() {
        let drawn = elements(Circle().fill(Color.red).frame(width: 24, height: 24))
        XCTAssertEqual(drawn.first?.frame, box(0, 0, 24, 24))
        XCTAssertEqual(drawn.first?.colorName, "red")
    }
}

/// Reads SwiftUITests' image fixtures, the only folder it looks in.
private struct FixtureReader: ImageFileReader {
    let folders = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../SwiftUITests/Image/Fixtures").standardizedFileURL.path]

    func contents(ofFile path: String) -> [UInt8]? {
        let name = path.hasSuffix("halves.jpg") ? "halves-4x2.jpg" : nil
        return name.flatMap { FileManager.default.contents(atPath: folders[0] + "/" + $0) }.map { [UInt8]($0) }
    }
}
