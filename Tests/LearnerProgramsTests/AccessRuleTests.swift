import Foundation
import XCTest

/// Public means SwiftUI's public (docs/ARCHITECTURE.md, "Modules and products"): the modules
/// learner code never links share with `package` access, so nothing of theirs shows in a
/// learner's completion or could become a contract by accident.
final class AccessRuleTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static let learnOnlyModules = [
        "Grading", "LearnerPrograms", "LearnerProcesses", "LearnerFiles", "Lessons", "REPL", "ReplEngine",
        "LineEditing", "TerminalMarkdown", "ProcessLimits",
    ]

    func testTheModulesLearnerCodeNeverLinksDeclareNothingPublic() throws {
        // `public` as a declaration's access, after its indentation and attributes.
        let declaration = try NSRegularExpression(pattern: #"^\s*(@[\w.]+(\([^)]*\))?\s+)*(\w+\s+)*public\b"#)
        var found: [String] = []
        for module in Self.learnOnlyModules {
            let folder = Self.sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            XCTAssertFalse(files.isEmpty, "no sources in \(folder.path)")
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                // Code that learn generates is written in multi-line string literals, and must say
                // `public` where code compiled outside the package calls it.
                var inLiteral = false
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let line = String(line)
                    let wasInLiteral = inLiteral
                    if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inLiteral.toggle() }
                    if wasInLiteral || line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                    if declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                        found.append("Sources/\(module)/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        XCTAssertEqual(found, [], "declare these `package`:\n" + found.joined(separator: "\n"))
    }
}
