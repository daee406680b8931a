import LearnerPrograms
import EvaluatorProtocol

/// The one Swift file compiled for an input: every declaration the session keeps, then the
/// input's own, then the entry function that the evaluator calls to run the input's code.
///
/// Each piece of learner text is preceded by `#sourceLocation(file: "input N", line: L)` and
/// indented to the column it was typed at, so that diagnostics and runtime messages name the
/// learner's input, line and column and never the generated code around it.
struct SnippetSource {
    /// The library's ``LearnerTypeTable``, for taking over kept values of the learner's types.
    private static let typeTableName = "_learnTypeTable"

    /// The declarations in the order they are emitted: those kept from earlier inputs that the
    /// input does not replace, then the input's own.
    let declarations: [SessionDeclaration]
    /// Where the declarations are compiled: into this input's library, or in the session
    /// library that an earlier input built, which this one imports.
    let placement: DeclarationPlacement
    /// The input's items, declarations included, in the order they were typed.
    let items: [InputItem]
    /// The previews the input asks for, when it has no other code: its `PreviewProvider`
    /// types and `#Preview`s, shown after it runs.
    let previews: FilePreviews
    let inputNumber: Int
    /// Each library is its own module, so a struct typed again is a new type, not a clash.
    var moduleName: String { "Input\(inputNumber)" }
    /// The values printed so far, which the input's code may use as `$R0`, …
    let results: SessionResults

    /// Whether the entry function does anything: the input has statements or expressions, or
    /// variables whose initial values are computed when it runs.
    var runs: Bool {
        !previews.sources.isEmpty || items.contains { item in
            guard case .declaration(let declaration) = item.kind else { return true }
            return !declaration.initializedVariables.isEmpty
        }
    }

    var text: String {
        // The results the learner's text uses, found while it is emitted.
        var used: Set<Int> = []
        var text = "import SwiftUI\nimport SnippetSupport\n"
        // Imports first, so that a learner's `import Foundation` typed after a struct that
        // needs it still comes before the struct.
        let imports = declarations.filter { $0.declaration.kind == .import }
        let others = declarations.filter { $0.declaration.kind != .import }
        switch placement {
        case .compiledIn:
            for declaration in imports + others {
                text += emitted(declaration, using: &used)
            }
        case .imported(let library):
            for declaration in imports {
                text += emitted(declaration, using: &used)
            }
            // `@testable` makes the learner's declarations visible, which are internal; and a
            // learner's type shadows the runtime's of the same name (`struct Text`), as the
            // declarations of a module shadow those of the modules it imports.
            text += "@testable import \(library.module)\n"
        }
        // Kept variables and results of the learner's types are taken over by this library's
        // copies of those types with it.
        text += "private let \(Self.typeTableName): [String: String] = \(LearnerTypeTable(declarations).literal)\n"
        var body = ""
        // What the input did to the session's variables is kept, even if it throws.
        let keptChanges = declarations.compactMap { declaration in
            declaration.declaration.keptVariable.flatMap { variable in
                variable.isMutable
                    ? "_learnKeep(\"\(variable.key(declaredIn: declaration.inputNumber))\", types: \(Self.typeTableName)) { \(variable.name) }\n"
                    : nil
            }
        }
        if !keptChanges.isEmpty {
            body += "defer {\n" + keptChanges.joined() + "}\n"
        }
        for item in items {
            switch item.kind {
            case .expression:
                body += "try _learnPresent(types: \(Self.typeTableName)) {\n" + located(item, input: inputNumber, using: &used) + "}\n"
            case .statement:
                body += located(item, input: inputNumber, using: &used)
            case .declaration(let declaration):
                // Globals are initialized when first used; using them where they were declared
                // runs their initializers in the order of the input, as top-level code does
                // (`let pair = HStack { lamp; lamp }` sees `lamp` before the next line changes
                // it), and what goes wrong there is reported for this input.
                for name in declaration.initializedVariables {
                    body += "_ = \(name)\n"
                }
            }
        }
        body += previews.call("_learnPresentPreviews")
        text += results.declarations(used, typeTable: Self.typeTableName)
        text += """
            @MainActor @_cdecl("\(EvaluatorCommand.snippetEntrySymbol)")
            public func _learnSnippetRun() {
                _learnStartResults(at: \(results.next))
                do {

            """
        text += body
        text += """
                } catch {
                    _learnReportUncaught(error)
                }
            }

            """
        return text
    }

    /// A kept declaration; a variable whose value is kept across inputs (``KeptVariable``)
    /// gets its initial value from `_learnKept`, which runs the initializer only the first
    /// time. The initializer stays where it was typed, for diagnostics inside it.
    private func emitted(_ declaration: SessionDeclaration, using used: inout Set<Int>) -> String {
        let item = declaration.item
        let typeTableName = Self.typeTableName
        guard let variable = declaration.declaration.keptVariable else {
            // An app's `@main` would ask the library for a `main` of its own; `:save` still
            // writes the declaration as typed.
            let text = item.text.contains("@main") ? AppEntry(source: item.text).source : item.text
            return results.located(text, line: item.line, column: item.column, input: declaration.inputNumber, using: &used)
        }
        let (head, initializer) = variable.parts(of: item.text)
        let key = variable.key(declaredIn: declaration.inputNumber)
        let type = variable.annotatedType.map { ", as: (\($0)).self" } ?? ""
        let opening = head + "_learnKept(\"\(key)\", types: \(typeTableName)\(type)) {"
        return results.located(opening, line: item.line, column: item.column, input: declaration.inputNumber, using: &used)
            + results.located(initializer, line: variable.initializerLine, column: variable.initializerColumn, input: declaration.inputNumber, using: &used)
            + "}\n"
    }

    /// `item`'s text on the line and at the column it was typed at in input `input`.
    private func located(_ item: InputItem, input: Int, using used: inout Set<Int>) -> String {
        results.located(item.text, line: item.line, column: item.column, input: input, using: &used)
    }

}
