/// Shows the value of an expression a learner typed. The REPL's generated code calls it with
/// the expression as a closure, so the expression keeps its own line in diagnostics.
public func _learnPresent<T>(_ expression: () throws -> T) rethrows {
    SnippetSession.shared.present(try expression())
}

/// Reports an error that the learner's code threw and nothing caught.
public func _learnReportUncaught(_ error: any Error) {
    SnippetSession.shared.reportUncaught(error)
}
