/// What evaluating an input involves: the declarations the session will keep if it
/// compiles, the code it runs, and the source compiled for it.
struct SnippetPlan {
    /// The input's own declarations.
    let newDeclarations: [SessionDeclaration]
    /// The session's declarations once the input has compiled: the earlier ones it does not
    /// replace, in their order, then its own.
    let declarations: [SessionDeclaration]
    let source: SnippetSource

    init(input: ClassifiedInput, number: Int, keeping earlier: [SessionDeclaration], results: SessionResults = SessionResults()) {
        let own = input.items.compactMap { item -> SessionDeclaration? in
            guard case .declaration(let declaration) = item.kind else { return nil }
            return SessionDeclaration(inputNumber: number, item: item, declaration: declaration)
        }
        let kept = earlier.filter { old in
            !own.contains { $0.declaration.key.replaces(old.declaration.key) }
        }
        newDeclarations = own
        declarations = kept + own
        source = SnippetSource(
            declarations: declarations, items: input.items, previews: input.previews, inputNumber: number, results: results)
    }

    /// Whether the library must be loaded and run.
    var runs: Bool { source.runs }
}
