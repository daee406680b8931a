import ScenarioRecords
import XCTest
@testable import Grading

/// The `◀` and `^` of a plain picture point at the rows and columns the element is drawn in.
/// The pictures here are written as the runtime draws them (`TerminalCanvas`: 8×16-point
/// cells; a fill in quadrants of 4×8 points, each on when its centre is inside the fill; a
/// text from the cell nearest its origin).
final class PictureMarkingTests: XCTestCase {
    private let blue = DrawnElement.RGBA(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    private func marked(_ lines: [String], _ element: DrawnElement, pictureX: Double = 0, pictureY: Double = 0) -> [String] {
        let drawing = ScenarioDrawing(width: 40, height: 80, elements: [element], picture: lines.joined(separator: "\n") + "\n",
                                      pictureX: pictureX, pictureY: pictureY)
        return PictureMarking(drawing: drawing, element: element).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func fill(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> DrawnElement {
        DrawnElement(kind: .fill, frame: .init(x: x, y: y, width: width, height: height), color: blue, colorName: "blue")
    }

    /// A picture grows a row upwards when a view draws above the root (a badge offset past the
    /// corner): its first row is at y -16, and a fill at y 0 to 16 is in its second row.
    /// Before, the rows were counted from the root's top and the mark was a row too high.
    func testRowsAreCountedFromWhereThePictureBegins() {
        let picture = [
            "     ▄▄",
            "███  ██",
            "███    ",
        ]
        XCTAssertEqual(marked(picture, fill(0, 0, 24, 32), pictureY: -16), [
            "     ▄▄",
            "███  ██ ◀",
            "███     ◀",
            "^^^",
        ])
    }

    /// A fill from y 30 to 70 turns on the quadrants whose centres (8j + 4) are at 36 to 68:
    /// rows 2 and 3 wholly, the top half of row 4. Row 1 holds only the 2 points from 30 to 32,
    /// below its lower quadrants' centre (28), so nothing of the fill is drawn there; another
    /// fill drawn in it is not marked. Before, every row the frame touched was.
    func testAFillIsMarkedOnlyInTheRowsItsQuadrantsAreOn() {
        let picture = [
            "     ",
            "▄▄▄▄▄",
            "█████",
            "█████",
            "▀▀▀▀▀",
        ]
        XCTAssertEqual(marked(picture, fill(0, 30, 40, 40)), [
            "     ",
            "▄▄▄▄▄",
            "█████ ◀",
            "█████ ◀",
            "▀▀▀▀▀ ◀",
            "^^^^^",
        ])
    }

    /// A circle's box reaches into rows its outline only touches: a 24-point circle from y 12
    /// to 36 is drawn in row 1 alone, and row 0, which shows nothing of it, is not marked.
    func testARowThatShowsNothingOfARoundShapeIsNotMarked() {
        let picture = [
            "           ",
            "   ▄▄▄▄▄▄█5█",
            "   █Hello█▌ ",
        ]
        let circle = fill(72, 12, 24, 24)
        XCTAssertEqual(marked(picture, circle), [
            "           ",
            "   ▄▄▄▄▄▄█5█ ◀",
            "   █Hello█▌ ",
            "         ^^^",
        ])
    }

    /// A text is drawn on one row, the one nearest its origin: from y 12, row 1 (0.75 rounds
    /// up), though its frame reaches 4 points into row 0, where a fill is drawn above it.
    func testATextIsMarkedOnTheRowItIsDrawnOn() {
        let text = DrawnElement(kind: .text, frame: .init(x: 8, y: 12, width: 16, height: 16), color: blue, text: "Hi")
        XCTAssertEqual(marked(["▄▄▄▄", " Hi ", "    "], text), [
            "▄▄▄▄",
            " Hi  ◀",
            "    ",
            " ^^",
        ])
    }
}
