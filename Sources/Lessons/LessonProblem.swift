/// Something wrong in a lesson file, with where it is, so an instructor can fix it.
package struct LessonProblem: Error, Equatable, CustomStringConvertible {
    /// The file's path.
    package var file: String
    /// The 1-based line the problem is on.
    package var line: Int
    package var message: String

    package init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    package var description: String { "\(file):\(line): \(message)" }
}
