import LearnerPrograms
import ReplEngine

/// What tab completion offers: commands after `:`, view types and the names the learner
/// declared at the start of a word, and modifier names and the members of the learner's
/// extensions after a dot.
struct CompletionVocabulary {
    let commands: [String]
    /// The session's declarations: their types, functions and variables complete like view
    /// types, their extensions' members (a `badge(count:)` on View) like modifiers.
    var declarations: [DeclarationKey] = []

    static let viewTypes = SwiftUIVocabulary.viewTypes
    static let modifiers = SwiftUIVocabulary.modifiers

    /// The candidates for the word before the cursor, as full replacements of that word.
    func candidates(lineBeforeCursor line: String) -> [String] {
        if line.hasPrefix(":"), !line.contains(" ") {
            let prefix = line.dropFirst()
            return commands.filter { $0.hasPrefix(prefix) }.map { ":" + $0 }
        }
        let word = line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed()
        let text = String(word)
        if let dot = text.lastIndex(of: ".") {
            let stem = text[...dot]
            let prefix = text[text.index(after: dot)...]
            return Self.sortedUnique(Self.modifiers + declaredMembers).filter { $0.hasPrefix(prefix) }.map { stem + $0 }
        }
        guard !text.isEmpty else { return [] }
        return Self.sortedUnique(Self.viewTypes + declaredNames).filter { $0.hasPrefix(text) }
    }

    private var declaredNames: [String] {
        declarations.flatMap(\.names)
    }

    private var declaredMembers: [String] {
        declarations.flatMap { key -> [String] in
            // Conformances (`: Equatable`) are listed with the members; they are no member names.
            if case .extension(_, let members) = key { members.filter { !$0.hasPrefix(":") && $0 != "init" && $0 != "subscript" } } else { [] }
        }
    }

    private static func sortedUnique(_ words: [String]) -> [String] {
        Array(Set(words)).sorted()
    }
}
