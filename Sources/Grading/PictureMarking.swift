import GradingRecords
import TerminalSupport

/// A plain picture with one element marked, for a terminal without colours, where "is black,
/// expected white" would otherwise show two pictures that look the same: `◀` after each row
/// the element covers and `^` under its columns.
///
///     ███ ◀
///     █3█ ◀
///      ^
struct PictureMarking {
    /// Points per terminal cell, as the runtime draws.
    static let cellWidth = 8.0
    static let cellHeight = 16.0

    let picture: String
    /// The element's frame in the root's coordinates, in points; nil leaves the picture as it is.
    let box: DrawnElement.Box?

    var text: String {
        guard let box else { return picture }
        var lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        guard !lines.isEmpty else { return picture }
        let width = lines.map(TerminalColumnCount.of).max() ?? 0
        let firstRow = max(0, Int((box.y / Self.cellHeight).rounded(.down)))
        let lastRow = min(lines.count - 1, max(firstRow, Int(((box.y + box.height) / Self.cellHeight).rounded(.up)) - 1))
        let firstColumn = max(0, Int((box.x / Self.cellWidth).rounded(.down)))
        let lastColumn = min(width - 1, max(firstColumn, Int(((box.x + box.width) / Self.cellWidth).rounded(.up)) - 1))
        // An element wholly outside the picture (clipped away) has nothing to point at.
        guard firstRow < lines.count, firstColumn < width, lastColumn >= firstColumn, lastRow >= firstRow else { return picture }
        for row in firstRow...lastRow {
            lines[row] += String(repeating: " ", count: width - TerminalColumnCount.of(lines[row])) + " ◀"
        }
        lines.append(String(repeating: " ", count: firstColumn) + String(repeating: "^", count: lastColumn - firstColumn + 1))
        return lines.joined(separator: "\n")
    }
}
