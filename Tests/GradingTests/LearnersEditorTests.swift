import LearnerPrograms
import Foundation
import XCTest

/// The learner's own editor on their exercise files: an editor with Swift support runs
/// sourcekit-lsp (installed with the toolchain) with the learner's folder as its workspace,
/// and it finds SwiftUI through the compile_commands.json learn writes there.
final class LearnersEditorTests: XCTestCase {
    /// A correct file that uses SwiftUI gets no diagnostics, and `View` jumps to the runtime's
    /// own declaration; a mistake the learner made comes back as the compiler's error, and
    /// completion there offers the runtime's modifiers.
    func testSourceKitLSPSeesSwiftUIAndTheLearnersMistakes() throws {
        let swiftc = try Toolchain.locate().swiftc
        let executable = LanguageServer.executable(besides: swiftc)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("the toolchain at \(swiftc) has no sourcekit-lsp")
        }
        let learn = try LearnCommand(course: GradingFixtures.repositoryCourse)
        XCTAssertEqual(try learn.run(["exercises", "badge"]).status, 0)
        XCTAssertEqual(try learn.run(["exercises", "collapsible-hstack"]).status, 0)
        let correct = learn.copies.appendingPathComponent("badge.swift")
        let mistaken = learn.copies.appendingPathComponent("collapsible-hstack.swift")
        // The learner's edit: a misspelt modifier, in a view of their own.
        let edit = "\nstruct Caption: View {\n    var body: some View {\n        Text(\"Groceries\").paddin()\n    }\n}\n"
        let edited = try String(contentsOf: mistaken, encoding: .utf8) + edit
        try edited.write(to: mistaken, atomically: true, encoding: .utf8)
        let editedLines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let mistakeLine = try XCTUnwrap(editedLines.firstIndex { $0.contains("paddin()") })

        let server = try LanguageServer(executable: executable, root: learn.copies)
        try server.open(correct)
        let none = try server.diagnostics(for: correct)
        XCTAssertEqual(none.count, 0, "\(none)")
        let source = try String(contentsOf: correct, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(source.firstIndex { $0.hasPrefix("extension View") })
        let declaration = try server.ask("textDocument/definition", in: correct, line: line, character: "extension ".count + 1) as? [[String: Any]] ?? []
        XCTAssertTrue(declaration.contains { ($0["uri"] as? String)?.hasSuffix("/Sources/SwiftUI/View/View.swift") == true }, "\(declaration)")

        try server.open(mistaken)
        let errors = try server.diagnostics(for: mistaken)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertEqual(errors.first?["message"] as? String, "Value of type 'Text' has no member 'paddin'")
        XCTAssertEqual(errors.first?["severity"] as? Int, 1, "an error")
        let start = (errors.first?["range"] as? [String: Any])?["start"] as? [String: Any]
        XCTAssertEqual(start?["line"] as? Int, mistakeLine, "lines count from 0")

        let mistakeText = editedLines[mistakeLine]
        let column = mistakeText.distance(from: mistakeText.startIndex, to: try XCTUnwrap(mistakeText.range(of: "paddin")).upperBound)
        let completion = try server.ask("textDocument/completion", in: mistaken, line: mistakeLine, character: column) as? [String: Any]
        let labels = (completion?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        XCTAssertTrue(labels.contains("padding()"), "\(labels)")
    }
}
