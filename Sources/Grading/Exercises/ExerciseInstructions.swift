import Foundation
import LearnerFiles
import Lessons

/// One exercise presented to the learner: its title, its instructions, the file to edit and
/// how to check it.
package struct ExerciseInstructions {
    /// What an exercise's README writes where the learner's file is meant: the copy's real path
    /// takes its place, since only the learner's machine knows it.
    package static let filePlaceholder = "{file}"

    package let exercise: Exercise
    /// The learner's copy.
    package let copy: URL
    /// How the learner checks and asks for hints where they are: `learn check badge` and
    /// `learn hint badge` in a shell, `:check badge` and `:hint badge` in the REPL.
    package let checkCommand: String
    package let hintCommand: String

    package init(exercise: Exercise, copy: URL, checkCommand: String? = nil, hintCommand: String? = nil) {
        self.exercise = exercise
        self.copy = copy
        self.checkCommand = checkCommand ?? "learn check \(exercise.id)"
        self.hintCommand = hintCommand ?? "learn hint \(exercise.id)"
    }

    /// The instructions as Markdown, each part a paragraph of its own.
    package var text: String {
        let instructions = (try? String(contentsOf: exercise.instructions, encoding: .utf8)) ?? ""
        let path = HomeFolder().abbreviating(copy)
        // The compilation database is beside the copies, above a project's own folder.
        var editorFolder = copy.deletingLastPathComponent()
        if case .project = exercise.chapter {
            editorFolder = editorFolder.deletingLastPathComponent().deletingLastPathComponent()
        }
        let folder = HomeFolder().abbreviating(editorFolder)
        return """
            Exercise \(exercise.id) (\(exercise.chapter)): \(exercise.title)

            \(instructions.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: Self.filePlaceholder, with: path))

            Your file: \(path)

            Edit it, then check it with `\(checkCommand)`; `\(hintCommand)` gives a hint.

            In an editor with Swift support (VS Code, Neovim, Emacs), open the folder \(folder): \
            its \(CompilationDatabase.fileName) lets sourcekit-lsp find SwiftUI.
            """
    }
}
