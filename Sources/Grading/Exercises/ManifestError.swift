/// What is wrong with an exercise's files, naming the file and, for a manifest, the field:
/// `Exercises/chapter4/badge/exercise.json: field scenarios[1].width: expected a number`.
package struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the course folder when it is inside it.
    package let file: String
    /// The field's path in the manifest, as `scenarios[1].width`; `nil` for the file as a whole.
    package let field: String?
    package let problem: String

    package init(file: String, field: String? = nil, problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    /// Words for what JSONDecoder found wrong, at the field where it found it.
    init(file: String, decoding error: DecodingError) {
        func path(_ codingPath: [any CodingKey]) -> String? {
            guard !codingPath.isEmpty else { return nil }
            return codingPath.reduce("") { path, key in
                if let index = key.intValue { return path + "[\(index)]" }
                return path.isEmpty ? key.stringValue : path + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(file: file, field: path(context.codingPath + [key]), problem: "is missing")
        case .typeMismatch(let type, let context):
            self.init(file: file, field: path(context.codingPath), problem: "expected \(Self.words(for: type))")
        case .valueNotFound(let type, let context):
            self.init(file: file, field: path(context.codingPath), problem: "expected \(Self.words(for: type)), found null")
        case .dataCorrupted(let context):
            let field = path(context.codingPath)
            self.init(file: file, field: field, problem: field == nil ? "is not valid JSON" : context.debugDescription)
        @unknown default:
            self.init(file: file, problem: "could not be read: \(error)")
        }
    }

    private static func words(for type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    package var description: String {
        guard let field else { return "\(file): \(problem)" }
        return "\(file): field \(field): \(problem)"
    }
}
