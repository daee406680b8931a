/// The colours of the pictures a scenario program records, which a failed check shows: none
/// for tests, pipes and `NO_COLOR`, else the depth of the terminal the report goes to (the
/// values of `TerminalColors`). Grading compares the drawn elements, never the pictures.
public enum PictureColors: String, Codable, Sendable {
    case none, ansi16, ansi256, trueColor
}
