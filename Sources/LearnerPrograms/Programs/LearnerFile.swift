import Foundation

/// A learner's Swift source file, checked and read before anything is compiled.
///
/// Creating one validates the path, so every later step can assume a readable `.swift`
/// file whose text is in memory.
package struct LearnerFile: Sendable {
    /// The path as the learner typed it; diagnostics use it so editors and terminals can
    /// jump to it.
    package let displayPath: String
    /// The absolute path; the compiler and runtime crash messages report locations with it.
    package let absolutePath: String
    /// The file's text, exactly as read.
    package let source: String

    /// The file's name without directories, e.g. `Counter.swift`, for messages in prose.
    package var name: String { (absolutePath as NSString).lastPathComponent }

    /// Reads the file at `path`.
    /// - Throws: ``LearnerFileError`` if the path does not name a readable `.swift` file.
    package init(path: String) throws(LearnerFileError) {
        guard path.hasSuffix(".swift") else { throw .notSwift(path) }
        let absolutePath = URL(fileURLWithPath: path).standardizedFileURL.path
        // `#sourceLocation` takes the path verbatim and has no escapes, so these
        // characters cannot be written into the generated source.
        guard !absolutePath.contains(where: { "\"\\\n\r".contains($0) }) else {
            throw .unrepresentablePath(path)
        }
        var status = stat()
        guard stat(absolutePath, &status) == 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing(path) : .unreadable(path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory(path)
        // Reading a pipe or a device could wait forever.
        default: throw .notRegularFile(path)
        }
        guard let data = FileManager.default.contents(atPath: absolutePath) else {
            throw .unreadable(path)
        }
        guard let source = String(data: data, encoding: .utf8) else { throw .notUTF8(path) }
        self.displayPath = path
        self.absolutePath = absolutePath
        self.source = source
    }
}

/// Why a path cannot be used as a learner file.
package enum LearnerFileError: Error, Equatable, CustomStringConvertible {
    case notSwift(String)
    case missing(String)
    case directory(String)
    case notRegularFile(String)
    case unreadable(String)
    case notUTF8(String)
    case unrepresentablePath(String)

    package var description: String {
        switch self {
        case .notSwift(let path):
            "\(path) is not a Swift file: its name must end in .swift"
        case .missing(let path):
            "\(path) does not exist"
        case .directory(let path):
            "\(path) is a directory, not a Swift file"
        case .notRegularFile(let path):
            "\(path) is not a regular file"
        case .unreadable(let path):
            "\(path) cannot be read (check its permissions)"
        case .notUTF8(let path):
            "\(path) is not UTF-8 text"
        case .unrepresentablePath(let path):
            "\(path) cannot be compiled from where it is: its path contains a quote, backslash or line break; rename or move it"
        }
    }
}
