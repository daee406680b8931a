/// Something wrong in a lesson file, with where it is, so an instructor can fix it.
public struct LessonProblem: Error, Equatable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The 1-based line the problem is on.
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
