/// What evaluating an input involves: the declarations the session will keep if it
/// compiles, the code it runs, and the source compiled for it.
struct SnippetPlan {
    /// The input's own declarations.
    let newDeclarations: [SessionDeclaration]
    /// The session's declarations once the input has compiled: the earlier ones it does not
    /// replace, in their order, then its own.
    let declarations: [SessionDeclaration]
    let source: SnippetSource
    /// Whether the input's library becomes the session library: it compiles every declaration
    /// the session keeps, and no later input could import them if one were file-private.
    let buildsSessionLibrary: Bool

    /// The plan for an input. One that declares nothing imports `sessionLibrary`, when there
    /// is one, instead of compiling the session's declarations again.
    init(input: ClassifiedInput, number: Int, keeping earlier: [SessionDeclaration], sessionLibrary: SessionLibrary?,
         results: SessionResults = SessionResults()) {
        let own = input.items.compactMap { item -> SessionDeclaration? in
            guard case .declaration(let declaration) = item.kind else { return nil }
            return SessionDeclaration(inputNumber: number, item: item, declaration: declaration)
        }
        let kept = earlier.filter { old in
            !own.contains { $0.declaration.key.replaces(old.declaration.key) }
        }
        newDeclarations = own
        declarations = kept + own
        let placement: DeclarationPlacement = own.isEmpty ? sessionLibrary.map { .imported($0) } ?? .compiledIn : .compiledIn
        buildsSessionLibrary = placement == .compiledIn && !declarations.isEmpty
            && !declarations.contains { $0.declaration.isFilePrivate }
        source = SnippetSource(
            declarations: declarations, placement: placement, items: input.items, previews: input.previews,
            inputNumber: number, results: results)
    }

    /// Whether the library must be loaded and run.
    var runs: Bool { source.runs }
}
