import Dispatch
import TerminalPreview

/// Shows the value of an expression a learner typed. The REPL's generated code calls it with
/// the expression as a closure, so the expression keeps its own line in diagnostics.
/// - Parameter types: the library's table of the learner's types, kept with a value so that a
///   later input can use it as `$R0`.
public func _learnPresent<T>(types: [String: String], _ expression: () throws -> T) rethrows {
    SnippetSession.shared.present(try expression(), types: types)
}

/// Numbers the values this snippet prints from `number` on: the session numbers them, so the
/// numbering goes on through restarts of the evaluator.
public func _learnStartResults(at number: Int) {
    SnippetSession.shared.nextResultNumber = number
}

/// Keeps the entry function of an input compiled in memory by LLDB (issue 28), where no library
/// exports it, for the evaluator to run after the compile (`learn_snippet_support_run_registered`).
public func _learnRegisterSnippet(_ entry: @escaping @MainActor () -> Void) {
    SnippetSession.registeredSnippet = entry
}

/// Runs a top-level variable's initial value on the main actor, for LLDB's in-memory compiler
/// (issue 28), whose top-level code is not isolated to it (`let model = Model()` of a
/// `@MainActor` class). The evaluator's main thread runs it, at its compile point, as it runs a
/// library's entry; a library's globals need no such help, the frontend's entry being `@MainActor`.
///
/// Its generic parameter is named as `_learnKept`'s, so an initial value that does not tell the
/// type (`var chosen = nil`) gets the same hint (`DiagnosticHint.untypedVariable`).
public func _learnOnMain<Value>(_ initializer: @MainActor () throws -> Value) rethrows -> Value {
    dispatchPrecondition(condition: .onQueue(.main))
    return try withoutActuallyEscaping(initializer) { initializer in
        // The isolation is the type's alone: this is the main thread, as the precondition says.
        try unsafeBitCast(initializer, to: (() throws -> Value).self)()
    }
}

/// Reports an error that the learner's code threw and nothing caught.
public func _learnReportUncaught(_ error: any Error) {
    SnippetSession.shared.reportUncaught(error)
}

/// Shows the previews an input declared (its `PreviewProvider` types and `#Preview`s), each
/// under its name, as Xcode's canvas does.
public func _learnPresentPreviews(_ sources: [_FilePreview]) {
    SnippetSession.shared.presentPreviews(_FilePreview.views(of: sources))
}
