import Foundation
import LearnerFiles
import LearnerPrograms
@testable import ReplEngine
import XCTest

/// The REPL on LLDB's in-memory compiler (issue 28): `learn-evaluator` starts `learn-debugger`
/// in its sandbox, which attaches to it and compiles each input while the evaluator waits at its
/// compile point; the input's code then runs in the evaluator as a library's does. What the
/// learner sees is the frontend engine's: these are the REPL's own rules (kept declarations, a
/// type declared again seen by what uses it, `$R` values, errors at the learner's line, a crash
/// that keeps the session), checked on this engine. Skipped where LLDB cannot load.
final class InMemoryEngineTests: XCTestCase {
    /// A session on the in-memory engine, started (a statement run); skips where LLDB cannot
    /// load, or cannot attach (a machine that lets no process trace another), and the session
    /// falls back to the frontend, which `testWhereLLDBCannotStartTheFrontendTakesOver` checks.
    private func session() throws -> ReplSession {
        let session = try ReplSession(compilesInMemory: true)
        try XCTSkipUnless(session.compilationSummary.hasPrefix("in memory"), "LLDB cannot run here: \(session.compilationSummary)")
        let started = session.evaluate("_ = 0")
        try XCTSkipUnless(session.compilationSummary.hasPrefix("in memory"), "LLDB cannot run here: \(started.diagnostics)")
        return session
    }

    func testAViewIsDrawnAndADeclarationIsKept() throws {
        let session = try session()
        let badge = session.evaluate(#"struct Badge: View { var body: some View { Text("New").border(.red) } }"#)
        XCTAssertEqual(badge.outcome, .succeeded, badge.diagnostics)
        XCTAssertEqual(badge.declaredNames, ["Badge"])
        // A one-point border around the text's three columns, drawn in box characters.
        XCTAssertEqual(session.evaluate("Badge()").picture, "┌───┐\n│New│\n└───┘")
        XCTAssertEqual(session.evaluate("2 + 3").presentations, [.value("$R0: Int = 5")])
        XCTAssertEqual(session.evaluate("$R0 * 10").presentations, [.value("$R1: Int = 50")])
    }

    /// As with the frontend, what uses a type declared again uses the new one (the frontend
    /// compiles every kept declaration again; this engine submits the dependents again).
    func testATypeDeclaredAgainIsSeenByWhatUsesIt() throws {
        let session = try session()
        session.evaluate(#"struct Badge: View { var body: some View { Text("old") } }"#)
        session.evaluate("struct Shelf: View { var body: some View { HStack { Badge(); Badge() } } }")
        XCTAssertEqual(session.evaluate("Shelf()").picture, "old old")
        session.evaluate(#"struct Badge: View { var body: some View { Text("new") } }"#)
        XCTAssertEqual(session.evaluate("Shelf()").picture, "new new")
        // A function that names the type: LLDB would keep the old one as an overload.
        session.evaluate("struct Point { var x: Int }")
        session.evaluate("func origin() -> Point { Point(x: 0) }")
        session.evaluate("struct Point { var x: Int; var y = 7 }")
        XCTAssertEqual(session.evaluate("origin().y").presentations, [.value("$R0: Int = 7")])
        session.evaluate("func origin() -> Int { 1 }")
        XCTAssertEqual(session.evaluate("origin()").presentations, [.value("$R1: Int = 1")])
    }

    func testAVariableKeepsItsValue() throws {
        let session = try session()
        session.evaluate("var count = 1")
        session.evaluate("count += 1")
        XCTAssertEqual(session.evaluate("count").presentations, [.value("$R0: Int = 2")])
    }

    func testAnErrorNamesTheLearnersLine() throws {
        let session = try session()
        let result = session.evaluate("let a = 1\nlet b = undefinedName + a")
        XCTAssertEqual(result.outcome, .didNotCompile)
        XCTAssertTrue(result.diagnostics.hasPrefix("line 2, column 9: error: cannot find 'undefinedName' in scope\n"), result.diagnostics)
    }

    /// A crash ends the evaluator (the debugger passes the signal on) and the session goes on
    /// with its declarations, which the new evaluator's compiler gets again.
    func testACrashKeepsTheSessionsDeclarations() throws {
        let session = try session()
        session.evaluate(#"struct Tag: View { var body: some View { Text("t") } }"#)
        let crash = session.evaluate(#"fatalError("boom")"#)
        guard case .crashed(_, let message) = crash.outcome else { return XCTFail("\(crash.outcome)") }
        XCTAssertEqual(message, "Fatal error: boom (line 1)")
        XCTAssertEqual(session.evaluate("Tag()").picture, "t")
    }

    /// LLDB cannot keep a top-level variable of a view's opaque type (it finds no reflection
    /// metadata for it, and the variable it makes holds nothing usable): the learner is told
    /// what to write instead, and the variable is not there for later inputs. A view value of a
    /// named type is kept.
    func testATopLevelViewVariableOfAnOpaqueTypeIsRefusedPlainly() throws {
        let session = try session()
        let card = session.evaluate(#"let card: some View = Text("a").border(.red)"#)
        XCTAssertEqual(card.outcome, .didNotCompile)
        XCTAssertTrue(card.diagnostics.contains("var card: some View { … }"), card.diagnostics)
        XCTAssertEqual(session.evaluate("card").outcome, .didNotCompile)
        XCTAssertEqual(session.evaluate(#"let row = HStack { Text("a"); Text("b") }"#).outcome, .succeeded)
        // Two texts 8 points apart, a stack's spacing between texts: one column of 8 points.
        XCTAssertEqual(session.evaluate("row").picture, "a b")
    }

    /// LLDB's top-level code is not on the main actor; a variable's initial value is run on it.
    func testAMainActorObjectCanBeKeptAtTheTopLevel() throws {
        let session = try session()
        session.evaluate("@MainActor final class Counter { var count = 2 }")
        XCTAssertEqual(session.evaluate("let counter = Counter()").outcome, .succeeded)
        XCTAssertEqual(session.evaluate("counter.count + 1").presentations, [.value("$R0: Int = 3")])
    }

    /// The runtime's macros expand: LLDB loads the plugin the evaluator's debugging information
    /// names, which the sandbox places there.
    func testTheRuntimesMacrosExpand() throws {
        let session = try session()
        let entry = session.evaluate(#"extension EnvironmentValues { @Entry var marker: String = "-" }"#)
        XCTAssertEqual(entry.outcome, .succeeded, entry.diagnostics)
        session.evaluate(#"struct Marked: View { @Environment(\.marker) var marker; var body: some View { Text(marker) } }"#)
        XCTAssertEqual(session.evaluate(#"Marked().environment(\.marker, "+")"#).picture, "+")
        let preview = session.evaluate(#"#Preview("Tag") { Text("t") }"#)
        XCTAssertEqual(preview.presentations.first, .value("Tag"), preview.diagnostics)
    }

    /// A learner's type named like an imported one (Swift's `Task`, common in to-do tutorials)
    /// is the one later inputs use, as in a file of their own, where a module's declarations
    /// shadow those it imports; LLDB alone would find Swift's. Declared again, the new one is used.
    func testALearnersTypeNamedLikeAnImportedOneIsUsed() throws {
        let session = try session()
        session.evaluate(#"struct Task: Identifiable { let id = 1; var title = "Shop" }"#)
        XCTAssertEqual(session.evaluate("Task().title").presentations, [.value(#"$R0: String = "Shop""#)])
        XCTAssertEqual(session.evaluate("[Task(), Task()].count").presentations, [.value("$R1: Int = 2")])
        session.evaluate(#"struct Task { var title = "Cook" }"#)
        let again = session.evaluate("Task().title")
        XCTAssertEqual(again.presentations, [.value(#"$R2: String = "Cook""#)], again.diagnostics)
    }

    /// The compiler's warnings for the input are shown as the frontend shows them (LLDB reports
    /// them only for input that fails, so the engine asks for them with a compile made to fail):
    /// Swift's never-mutated warning, and the deprecation the runtime declares as SwiftUI does
    /// (`animation(_:)` without a value, deprecated since iOS 15 in Apple's documentation).
    func testWarningsAreShownForTheInputOnly() throws {
        let session = try session()
        session.evaluate("func f() { var unchanged = 1; print(unchanged) }")
        let function = session.evaluate("func g() { var same = 2; print(same) }")
        XCTAssertEqual(function.outcome, .succeeded)
        XCTAssertEqual(function.diagnostics, """
            line 1, column 16: warning: variable 'same' was never mutated; consider changing to 'let' constant

            """)
        let view = session.evaluate(#"Text("Old").animation(.default)"#)
        XCTAssertEqual(view.picture, "Old")
        XCTAssertTrue(view.diagnostics.hasPrefix("line 1, column 13: warning: 'animation' is deprecated"), view.diagnostics)
        XCTAssertEqual(session.evaluate(#"Text("New")"#).diagnostics, "")
    }

    /// A statement typed before a variable runs before it, and after a crash the new evaluator
    /// gets every kept declaration it can: one whose initial value cannot be computed again (its
    /// file was in the old sandbox's temporary folder) is left out, the others stay.
    func testAfterACrashWhatCanBeDeclaredAgainIs() throws {
        let session = try session()
        let made = session.evaluate("""
            let path = NSTemporaryDirectory() + "/made"
            FileManager.default.createFile(atPath: path, contents: nil)
            let handle = FileHandle(forWritingAtPath: path)!
            """)
        XCTAssertEqual(made.outcome, .succeeded, made.diagnostics)
        // `createFile` answered before `handle` was made: its value is shown as $R0.
        XCTAssertEqual(made.presentations, [.value("$R0: Bool = true")])
        session.evaluate(#"struct Named: View { var body: some View { Text("kept") } }"#)
        guard case .crashed = session.evaluate("fatalError()").outcome else { return XCTFail("no crash") }
        XCTAssertEqual(session.evaluate("Named()").picture, "kept")
        XCTAssertEqual(session.evaluate("path.hasSuffix(\"/made\")").presentations, [.value("$R1: Bool = true")])
    }

    /// Where LLDB cannot start, the first input says so once and is compiled by the frontend,
    /// as every input after it.
    func testWhereLLDBCannotStartTheFrontendTakesOver() throws {
        let session = try session()
        guard case .success(var engine) = InMemoryEngine.locate(
            toolchain: try Toolchain.locate(), runtime: try RuntimeLocation.locate(),
            evaluator: try EvaluatorLocation.locate(runtime: try RuntimeLocation.locate()))
        else { return XCTFail("no engine") }
        engine.debuggerCommand[1] = "/nonexistent/liblldb.so"
        session.compile(with: engine)
        let first = session.evaluate(#"Text("still drawn")"#)
        XCTAssertEqual(first.picture, "still drawn")
        XCTAssertTrue(first.diagnostics.hasPrefix("note: LLDB's in-memory compiler could not be used (cannot load liblldb"), first.diagnostics)
        XCTAssertTrue(session.compilationSummary.hasPrefix("by calling "), session.compilationSummary)
        let second = session.evaluate("1 + 1")
        XCTAssertEqual(second.presentations, [.value("$R0: Int = 2")])
        XCTAssertEqual(second.diagnostics, "")
    }

    /// Where the engine cannot even be set up (here `learn-debugger` is not beside the
    /// evaluator), the first input says so once too, and the frontend compiles it.
    func testWhereTheEngineCannotBeSetUpTheFirstInputSaysSo() throws {
        let runtime = try RuntimeLocation.locate()
        let evaluator = try EvaluatorLocation.locate(runtime: runtime)
        let alone = NSTemporaryDirectory() + "learn-evaluator-alone-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: alone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: alone) }
        try FileManager.default.createSymbolicLink(atPath: alone + "/learn-evaluator", withDestinationPath: evaluator)
        let session = try ReplSession(
            toolchain: try Toolchain.locate(), runtime: runtime, evaluator: alone + "/learn-evaluator", compilesInMemory: true)
        let first = session.evaluate(#"Text("drawn")"#)
        XCTAssertEqual(first.picture, "drawn")
        XCTAssertTrue(first.diagnostics.hasPrefix("note: LLDB's in-memory compiler could not be used ("), first.diagnostics)
        XCTAssertTrue(first.diagnostics.contains("learn-debugger is missing"), first.diagnostics)
        XCTAssertEqual(session.evaluate(#"Text("again")"#).diagnostics, "")
    }

    /// The debugger runs in the evaluator's sandbox, which lets it write LLDB's module cache and
    /// nothing else of learn's: learner code that writes where learn keeps the grader's
    /// references (its cache folder) writes into the sandbox's own folders, never the real one.
    func testLearnerCodeBesideTheDebuggerReachesNoneOfLearnsCache() throws {
        let session = try session()
        let planted = CacheFolder().path + "/reference-planted-by-learner.json"
        try? FileManager.default.removeItem(atPath: planted)
        let attack = session.evaluate("""
            try? FileManager.default.createDirectory(atPath: "\(CacheFolder().path)", withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: "\(planted)", contents: Data("{}".utf8))
            """)
        XCTAssertNotEqual(attack.outcome, .didNotCompile, attack.diagnostics)
        XCTAssertFalse(FileManager.default.fileExists(atPath: planted), "learner code wrote into learn's cache folder")
    }

    /// A debugger keeps what the next one can reuse: in LLDB's cache folder its index of the
    /// runtime's symbols and debugging information (attaching indexes every library the
    /// evaluator loaded); and, in a folder learn writes and the sandbox only reads, the bytecode
    /// of LLDB's Python module, which the toolchain ships older than its source (so Python would
    /// compile the source at every start, and LLDB writes no bytecode). Bytecode is code the
    /// next debugger runs: learner code beside a debugger cannot plant any there. What each
    /// saves is in docs/benchmarks.md.
    func testADebuggerKeepsItsIndexesAndLearnKeepsPythonsBytecodeOutOfLearnerCodesReach() throws {
        let home = NSTemporaryDirectory() + "learn-fresh-cache-\(UUID().uuidString)"
        setenv("XDG_CACHE_HOME", home, 1)
        defer {
            unsetenv("XDG_CACHE_HOME")
            try? FileManager.default.removeItem(atPath: home)
        }
        let session = try session()
        XCTAssertEqual(session.evaluate(#"Text("indexed")"#).picture, "indexed")
        let folder = CacheFolder().path + "/lldb"
        XCTAssertTrue(folder.hasPrefix(home), folder)
        let indexes = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/index")) ?? []
        XCTAssertTrue(indexes.contains { $0.contains("libSwiftUI.so") }, "indexes: \(indexes)")

        let runtime = try RuntimeLocation.locate()
        guard case .success(let engine) = InMemoryEngine.locate(
            toolchain: try Toolchain.locate(), runtime: runtime, evaluator: try EvaluatorLocation.locate(runtime: runtime)),
            engine.bytecodeKeeper != nil
        else { return }
        engine.keepPythonBytecode()
        let bytecodeFolder = CacheFolder().path + "/lldb-python"
        let bytecode = FileManager.default.enumerator(atPath: bytecodeFolder)?.compactMap { $0 as? String } ?? []
        guard let kept = bytecode.first(where: { $0.hasSuffix("/lldb/__init__.cpython-310.pyc") }) else {
            return XCTFail("bytecode: \(bytecode)")
        }
        let planted = bytecodeFolder + "/planted.py"
        let attack = session.evaluate("""
            FileManager.default.createFile(atPath: "\(planted)", contents: Data("import os".utf8))
            try? Data("import os".utf8).write(to: URL(fileURLWithPath: "\(bytecodeFolder)/\(kept)"))
            """)
        XCTAssertNotEqual(attack.outcome, .didNotCompile, attack.diagnostics)
        XCTAssertFalse(FileManager.default.fileExists(atPath: planted), "learner code wrote into the bytecode's folder")
        let header = try Data(contentsOf: URL(fileURLWithPath: bytecodeFolder + "/" + kept)).prefix(4)
        // Bytecode starts with Python's magic number, whose last two bytes are `\r\n`.
        XCTAssertEqual(Array(header.suffix(2)), [0x0D, 0x0A], "learner code replaced the kept bytecode")
    }
}
