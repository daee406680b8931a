/// For each type the learner declared that the session keeps, the inputs whose declarations
/// make it: its own, and those of the learner's types that its declaration names, and theirs.
///
/// Every snippet compiles its own copy of the learner's types. Two copies made from the same
/// declarations have the same layout, so a kept value of one is taken over as the other
/// (`_learnKept` in SnippetSupport); a type declared again, or one it names, makes a new table
/// entry, and the value starts again from its initializer.
struct LearnerTypeTable {
    /// Type name to input numbers, as `"Row": "3,4"`.
    let entries: [String: String]

    init(_ declarations: [SessionDeclaration]) {
        let kinds: Set<InputDeclaration.Kind> = [.struct, .class, .enum, .actor, .typealias, .protocol]
        var declaring: [String: SessionDeclaration] = [:]
        for declaration in declarations where kinds.contains(declaration.declaration.kind) {
            guard case .names(let names) = declaration.declaration.key else { continue }
            for name in names { declaring[name] = declaration }
        }
        var named: [String: Set<String>] = [:]
        for (name, declaration) in declaring {
            let identifiers = declaration.text.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.output) }
            named[name] = Set(identifiers).intersection(declaring.keys)
        }
        var entries: [String: String] = [:]
        for name in declaring.keys {
            var reached: Set<String> = [name]
            var unvisited = [name]
            while let next = unvisited.popLast() {
                for other in named[next] ?? [] where reached.insert(other).inserted { unvisited.append(other) }
            }
            let inputs = Set(reached.compactMap { declaring[$0]?.inputNumber }).sorted()
            entries[name] = inputs.map(String.init).joined(separator: ",")
        }
        self.entries = entries
    }

    /// The table as a Swift dictionary literal.
    var literal: String {
        guard !entries.isEmpty else { return "[:]" }
        return "[" + entries.keys.sorted().map { "\"\($0)\": \"\(entries[$0]!)\"" }.joined(separator: ", ") + "]"
    }
}
