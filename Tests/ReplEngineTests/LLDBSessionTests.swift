import Foundation
import InMemoryCompiler
import LearnerPrograms
import LearnTestSupport
@testable import ReplEngine
import XCTest

/// LLDB's Swift evaluator through the SB API, called from C with no SB headers (issue 28): in
/// REPL mode, as `swift repl` does, a value gets the next `$R` name, a declaration is kept for
/// later inputs, a type declared again replaces the old one (Swift's REPL allows it), and an
/// error comes back as the compiler's text.
final class LLDBSessionTests: XCTestCase {
    func testSwiftIsEvaluatedInREPLModeInAStoppedProcess() throws {
        let libraries: LLDBLibraries
        switch LLDBLibraries.find(for: try Toolchain.locate()) {
        case .success(let found): libraries = found
        case .failure(let reason): throw XCTSkip("LLDB cannot run here: \(reason)")
        }
        let cache = NSTemporaryDirectory() + "learn-lldb-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let session = try LLDBSession(lldb: libraries.lldb, python: libraries.python, cache: .init(folder: cache, pythonBytecode: cache + "/python"))
        // Any program of the toolchain's platform will do as the process to evaluate in.
        XCTAssertTrue(session.target(try BuiltProducts.executable("learn-evaluator").path))
        session.command("breakpoint set --name main")
        session.command("process launch --stdout /dev/null --stderr /dev/null")
        let first = session.evaluate("1 + 2")
        if case .error(let message) = first, message.contains("no stack frame") {
            // A machine that does not let a debugger start a process (no ptrace) cannot run LLDB.
            throw XCTSkip("LLDB could not start a process here: \(message)")
        }
        XCTAssertEqual(first, .value(name: "$R0", type: "Swift.Int", description: "3"))
        // Memory set aside for compiles (allocated and freed through LLDB's cache) is what
        // later compiles take their memory from; they go on as before.
        XCTAssertTrue(session.reserveMemoryForCompiles())
        XCTAssertEqual(session.evaluate("struct Point { var x: Int }"), LLDBSession.Outcome.none)
        XCTAssertEqual(session.evaluate("Point(x: 4).x * 10"), .value(name: "$R1", type: "Swift.Int", description: "40"))
        XCTAssertEqual(session.evaluate("struct Point { var x: Int; var y = 1 }"), LLDBSession.Outcome.none)
        XCTAssertEqual(session.evaluate("Point(x: 4).y"), .value(name: "$R2", type: "Swift.Int", description: "1"))
        XCTAssertEqual(session.evaluate(#"var greeting = "hi""#), LLDBSession.Outcome.none)
        XCTAssertEqual(session.evaluate(#"greeting + "!""#), .value(name: "$R3", type: "Swift.String", description: #""hi!""#))
        guard case .error(let message) = session.evaluate("undefinedName + 1") else { return XCTFail("no error") }
        XCTAssertTrue(message.contains("cannot find 'undefinedName' in scope"), message)
    }
}
