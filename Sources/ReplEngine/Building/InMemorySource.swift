import LearnerPrograms

/// The Swift that LLDB's in-memory compiler evaluates for an input, in REPL mode (issue 28).
///
/// LLDB keeps what earlier inputs declared, so this holds only what it does not have yet: the
/// input's own declarations, and kept declarations it must see again (all of them in a new
/// evaluator; otherwise those that name a type or function the input declares again, so they
/// use the new one, as when the frontend compiles every declaration with each input). Top-level
/// variables are LLDB's, initialized when the input compiles and kept as Swift's REPL keeps them.
/// The input's statements and expressions go into an entry function that is registered with
/// SnippetSupport, and run by the evaluator as a library's entry is, after the compile.
///
/// Each piece of learner text is located as in ``SnippetSource``, so diagnostics and runtime
/// messages name the learner's input and line.
struct InMemorySource {
    /// Kept declarations submitted again, in the session's order.
    let resubmitted: [SessionDeclaration]
    /// The input's own declarations.
    let own: [SessionDeclaration]
    /// The name of its own (``typeNames``) that each kept type has in LLDB, by the type's name.
    let keptTypeNames: [String: String]
    /// The kept types whose names an imported module's types hide in LLDB (``typeNames``).
    var shadowing: Set<String> = []
    /// This compile's number in the session, which makes the names of its types its own.
    let submission: Int
    let items: [InputItem]
    let previews: FilePreviews
    let inputNumber: Int
    let results: SessionResults

    /// How many of the input's items LLDB runs where they are, at the top level, as it compiles
    /// them: those up to the last variable whose initial value is computed, so that a statement
    /// typed before it runs before it (`createFile`, then `let file = FileHandle(…)`), as in
    /// Swift's REPL; the rest run in the entry, after the compile.
    private var topLevelCount: Int {
        (items.lastIndex { item in
            if case .declaration(let declaration) = item.kind { !declaration.initializedVariables.isEmpty } else { false }
        } ?? -1) + 1
    }

    /// Whether the input has code to run after it compiles.
    var runs: Bool {
        !previews.sources.isEmpty || items.dropFirst(topLevelCount).contains { if case .declaration = $0.kind { false } else { true } }
    }

    var text: String {
        var used: Set<Int> = []
        var text = ""
        // Imports first, as in a file.
        for declaration in resubmitted + own where declaration.declaration.kind == .import {
            text += located(declaration, using: &used)
        }
        var declared = typeNames
        for declaration in resubmitted where declaration.declaration.kind != .import {
            declared += located(declaration, using: &used)
        }
        var body = ""
        for (index, item) in items.enumerated() {
            switch item.kind {
            case .declaration(let declaration):
                if declaration.kind != .import, let own = own.first(where: { $0.item == item }) {
                    declared += located(own, using: &used)
                }
            case .expression where index < topLevelCount, .statement where index < topLevelCount:
                // What throws here is reported as in the entry; the items after it still run.
                declared += "do {\n" + code(item, using: &used) + "} catch {\n_learnReportUncaught(error)\n}\n"
            case .expression, .statement:
                body += code(item, using: &used)
            }
        }
        body += previews.call("_learnPresentPreviews")
        // The results the learner's text names, before anything that may use them; and the
        // numbering of the values shown, before any is.
        text += results.declarations(used, typeTable: "[:]") + "_learnStartResults(at: \(results.next))\n" + declared
        guard runs else { return text }
        let entry = "_learnSnippetRun\(inputNumber)"
        return text + """
            @MainActor func \(entry)() {
                do {

            """
            + body
            + """
                } catch {
                    _learnReportUncaught(error)
                }
            }
            _learnRegisterSnippet(\(entry))

            """
    }

    /// The names of the learner's types, declared again where the compile names them.
    ///
    /// LLDB looks a name up in the imported modules before the declarations of earlier inputs,
    /// so a type the learner declared in an earlier input with a name an imported module also
    /// has (`struct Label` beside SwiftUI's, `struct Task` beside Swift's) loses to that one,
    /// where in a file of their own it shadows it (the frontend engine's rule; `swift repl` has
    /// LLDB's). What the compile at hand declares wins over both: so each type gets a name of
    /// its own where it is declared (`typealias _learnType_Task_3 = Task`,
    /// ``declaredTypeNames``), and a compile that names a type in ``shadowing`` declares that
    /// name again as it (`typealias Task = _learnType_Task_3`).
    ///
    /// Only for names that need it: LLDB keeps that alias, and a later compile that declares the
    /// type again and names it finds both the alias and the new type ("ambiguous").
    private var typeNames: String {
        guard !shadowing.isEmpty else { return "" }
        return mentionedKeptTypes.intersection(shadowing).sorted().map { "typealias \($0) = \(keptTypeNames[$0]!)\n" }.joined()
    }

    /// The kept types (``keptTypeNames``) the compile names and does not declare.
    var mentionedKeptTypes: Set<String> {
        let submitted = resubmitted + own
        let declaredHere = Set(submitted.flatMap(\.declaration.key.names))
        var mentioned = Set<String>()
        for text in items.map(\.text) + submitted.map(\.text) {
            mentioned.formUnion(text.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.output) })
        }
        return Set(keptTypeNames.keys).intersection(mentioned).subtracting(declaredHere)
    }

    /// The name of its own that each type this compile declares gets (``typeNames``), by the
    /// type's name; each compile's names are new, as LLDB keeps the first of two same-named aliases.
    /// A private type is seen by no other input, and gets none.
    var declaredTypeNames: [String: String] {
        Dictionary((resubmitted + own).flatMap(ownTypeNames(of:)), uniquingKeysWith: { $1 })
    }

    /// A declared type's names with the names of their own (``declaredTypeNames``).
    private func ownTypeNames(of declaration: SessionDeclaration) -> [(String, String)] {
        guard [.struct, .class, .enum, .actor].contains(declaration.declaration.kind), !declaration.declaration.isFilePrivate else { return [] }
        return declaration.declaration.key.names.map { ($0, "_learnType_\($0)_\(submission)") }
    }

    /// A statement as typed, or an expression whose value is shown.
    private func code(_ item: InputItem, using used: inout Set<Int>) -> String {
        let located = results.located(item.text, line: item.line, column: item.column, input: inputNumber, using: &used)
        guard case .expression = item.kind else { return located }
        return "try _learnPresent(types: [:]) {\n" + located + "}\n"
    }

    /// A declaration as typed; an app's `@main` becomes a type with no `main` of its own, as in
    /// a library (``AppEntry``). The initial value of a variable whose type is inferred is
    /// computed on the main actor (`_learnOnMain`).
    private func located(_ declaration: SessionDeclaration, using used: inout Set<Int>) -> String {
        let item = declaration.item
        guard let variable = declaration.declaration.keptVariable else {
            let text = item.text.contains("@main") ? AppEntry(source: item.text).source : item.text
            let aliases = ownTypeNames(of: declaration).map { "typealias \($0.1) = \($0.0)\n" }.joined()
            return results.located(text, line: item.line, column: item.column, input: declaration.inputNumber, using: &used) + aliases
        }
        // A written type says what the value must be, and Swift says so in its own words when it
        // is not (`let wrong: String = 1`); the main actor is for values whose type is inferred.
        guard variable.annotatedType == nil else {
            return results.located(item.text, line: item.line, column: item.column, input: declaration.inputNumber, using: &used)
        }
        var (head, initializer) = variable.parts(of: item.text)
        // LLDB cannot parse an opaque type written for a global whose value a closure gives; left
        // to inference, the type is the same, and LLDB says plainly that it cannot keep it.
        head.replace(/:\s*some\s[^=]*=(\s*)$/) { " =" + $0.output.1 }
        return results.located(head + "_learnOnMain {", line: item.line, column: item.column, input: declaration.inputNumber, using: &used)
            + results.located(
                initializer, line: variable.initializerLine, column: variable.initializerColumn, input: declaration.inputNumber,
                using: &used)
            + "}\n"
    }
}

extension InMemorySource {
    /// The kept declarations that must be submitted again with `own`: those that name what
    /// `own` declares again, and those that name them, and so on, in the session's order.
    static func dependents(of own: [SessionDeclaration], among kept: [SessionDeclaration]) -> [SessionDeclaration] {
        var redeclared = Set(own.flatMap(\.declaration.key.names))
        var chosen: [Int] = []
        var changed = true
        while changed {
            changed = false
            for (index, declaration) in kept.enumerated() where !chosen.contains(index) {
                let identifiers = Set(declaration.text.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.output) })
                guard !identifiers.isDisjoint(with: redeclared) else { continue }
                chosen.append(index)
                redeclared.formUnion(declaration.declaration.key.names)
                changed = true
            }
        }
        return chosen.sorted().map { kept[$0] }
    }

    /// Whether LLDB cannot take the input's declarations in place of those they replace, so a
    /// new evaluator must get every kept declaration: LLDB replaces a function only by one of
    /// the same signature, so a function declared again with another one, or one that names a
    /// type declared again (its signature is another), would be an overload of the old one, and
    /// a call of it ambiguous.
    static func needsNewCompiler(own: [SessionDeclaration], replacing replaced: [SessionDeclaration], dependents: [SessionDeclaration]) -> Bool {
        if dependents.contains(where: { $0.declaration.kind == .func }) { return true }
        return own.contains { new in
            new.declaration.kind == .func && replaced.contains { old in
                old.declaration.key.replaces(new.declaration.key) && signature(of: old.text) != signature(of: new.text)
            }
        }
    }

    /// A declaration's text before its body, with its spacing made one.
    private static func signature(of text: String) -> String {
        let head = text.split(separator: "{", maxSplits: 1).first.map(String.init) ?? text
        return head.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
