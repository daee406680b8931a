import LearnerPrograms
import Foundation
@testable import ReplEngine
import XCTest

/// Building a REPL input's library by calling the frontend and `ld.lld` directly, with the
/// arguments the installed driver prints for `swiftc -###` (issue 15 §1; the recipe itself is
/// tested in LearnerProgramsTests' `DirectBuildRecipeTests`). These are the frontend engine's,
/// so their sessions ask for it whatever `LEARN_REPL_COMPILER` says.
final class SnippetBuildTests: XCTestCase {
    /// The installed toolchain has a recipe, and inputs are compiled with it (`learn doctor` says so).
    func testTheInstalledToolchainBuildsInputsDirectly() throws {
        let session = try ReplSession(compilesInMemory: false)
        XCTAssertTrue(session.compilationSummary.hasPrefix("by calling "), session.compilationSummary)
        XCTAssertEqual(session.evaluate(#"Text("direct")"#).outcome, .succeeded)
    }

    /// A module that the runtime does not load (RegexBuilder's library) is linked by name, so
    /// an input that imports it loads and runs.
    func testAnImportTheRuntimeDoesNotLoadIsLinked() throws {
        let session = try ReplSession()
        let imported = session.evaluate("import RegexBuilder")
        XCTAssertEqual(imported.outcome, .succeeded, imported.diagnostics)
        let matched = session.evaluate(#"try Regex { "a"; OneOrMore("b") }.wholeMatch(in: "abb") != nil"#)
        XCTAssertEqual(matched.presentations, [.value("$R0: Bool = true")], matched.diagnostics)
    }

    /// `LEARN_COMPILE_WITH_SWIFTC=1` falls back to the driver, which builds the same library,
    /// and the session library too (a declaration, then an input that imports it).
    func testTheDriverFallbackCompilesTheSameInputs() throws {
        setenv("LEARN_COMPILE_WITH_SWIFTC", "1", 1)
        defer { unsetenv("LEARN_COMPILE_WITH_SWIFTC") }
        let session = try ReplSession(compilesInMemory: false)
        XCTAssertTrue(session.compilationSummary.hasPrefix("with swiftc"), session.compilationSummary)
        let result = session.evaluate(#"Text("driver").padding()"#)
        XCTAssertEqual(result.outcome, .succeeded, result.diagnostics)
        XCTAssertNotNil(result.picture)
        XCTAssertEqual(session.evaluate("func triple(_ n: Int) -> Int { n * 3 }").outcome, .succeeded)
        let imported = session.evaluate("triple(4)")
        XCTAssertEqual(imported.presentations, [.value("$R0: Int = 12")], imported.diagnostics)
    }
}
