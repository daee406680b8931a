import ScenarioRecords
import TerminalSupport

/// A plain picture with one element marked, for a terminal without colours, where "is black,
/// expected white" would otherwise show two pictures that look the same: `◀` after each row
/// the element shows in and `^` under its columns.
///
///     ███ ◀
///     █3█ ◀
///      ^
///
/// The rows and columns are those the runtime draws the element in (`TerminalCanvas`): a fill
/// or a picture in the quadrants (4×8 points, two by two a cell) whose centres it covers, a
/// stroke in the braille dots (2×4 a cell) whose centres it covers, a text from the cell
/// nearest its origin. So a circle that reaches a few points into the row above, which that
/// row does not show, is not marked there.
struct PictureMarking {
    /// Points per terminal cell, as the runtime draws.
    static let cellWidth = 8.0
    static let cellHeight = 16.0

    let picture: String
    /// Where the picture's first row and column begin, in the root's coordinates.
    let origin: (x: Double, y: Double)
    /// The element, its frame in the root's coordinates; nil leaves the picture as it is.
    let element: DrawnElement?

    init(drawing: ScenarioDrawing, element: DrawnElement?) {
        picture = drawing.picture
        origin = (drawing.pictureX, drawing.pictureY)
        self.element = element
    }

    var text: String {
        guard let element else { return picture }
        var lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty else { return picture }
        let width = lines.map(TerminalColumnCount.of).max() ?? 0
        let box = element.frame
        let rows = Self.cells(from: box.y - origin.y, length: box.height, cell: Self.cellHeight, kind: element.kind, samples: Self.rowSamples(element.kind))
        let columns = Self.cells(from: box.x - origin.x, length: box.width, cell: Self.cellWidth, kind: element.kind, samples: [2, 6])
        let shownColumns = columns.clamped(to: 0..<width)
        // A round shape's box reaches rows its outline barely touches, which show nothing of it.
        let shownRows = rows.clamped(to: 0..<lines.count).filter { !Self.isBlank(lines[$0], in: shownColumns) }
        // An element wholly outside the picture (clipped away) has nothing to point at.
        guard !shownRows.isEmpty, !shownColumns.isEmpty else { return picture }
        for row in shownRows {
            lines[row] += String(repeating: " ", count: width - TerminalColumnCount.of(lines[row])) + " ◀"
        }
        lines.append(String(repeating: " ", count: shownColumns.lowerBound) + String(repeating: "^", count: shownColumns.count))
        return lines.joined(separator: "\n")
    }

    /// Whether `line` shows only spaces in `columns`.
    private static func isBlank(_ line: String, in columns: Range<Int>) -> Bool {
        var column = 0
        for character in line {
            if columns.contains(column), !character.isWhitespace { return false }
            column += character.unicodeScalars.first.map(TerminalColumnCount.of) ?? 1
            if column >= columns.upperBound { break }
        }
        return true
    }

    /// Where in a cell, in points from its top, the runtime samples an element of `kind`: the
    /// centres of a fill's two quadrant rows, of a stroke's four rows of braille dots.
    private static func rowSamples(_ kind: DrawnElement.Kind) -> [Double] {
        kind == .stroke ? [2, 6, 10, 14] : [4, 12]
    }

    /// The cells along one axis that an element from `start` for `length` points is drawn in:
    /// those with a sample point inside it (the row or column of its middle when it is too
    /// thin to cover one); for text, as many as its lines or characters from the cell nearest
    /// its start.
    private static func cells(from start: Double, length: Double, cell: Double, kind: DrawnElement.Kind, samples: [Double]) -> Range<Int> {
        if kind == .text {
            let first = Int((start / cell + 0.5).rounded(.down))
            return first..<(first + max(1, Int((length / cell).rounded())))
        }
        let end = start + length
        let firstCell = Int((start / cell).rounded(.down)), lastCell = Int((end / cell).rounded(.up))
        let covered = (firstCell...max(firstCell, lastCell)).filter { index in
            samples.contains { offset in
                let point = Double(index) * cell + offset
                return point >= start && point < end
            }
        }
        guard let first = covered.first, let last = covered.last else {
            let middle = Int(((start + end) / 2 / cell).rounded(.down))
            return middle..<(middle + 1)
        }
        return first..<(last + 1)
    }
}
