/// The unit every picture is drawn in: a terminal cell, 8 points wide and 16 tall (a character
/// of a monospaced font, twice as tall as it is wide). One definition for the runtime, which
/// lays views out in points and draws them in cells, and for learn's side, which turns a
/// terminal's columns and rows into a proposal in points.
public enum TerminalCell {
    /// A cell's width in points.
    public static let width = 8.0
    /// A cell's height in points.
    public static let height = 16.0

    /// The width in points of `columns` cells.
    public static func width(ofColumns columns: Int) -> Double { Double(columns) * width }

    /// The height in points of `rows` cells.
    public static func height(ofRows rows: Int) -> Double { Double(rows) * height }
}
