import LearnerProcesses
import LearnerPrograms
import Foundation
import LearnTestSupport
import XCTest

/// End-to-end tests of `learn run`: the built executable compiles and runs real learner
/// files, and its exit status and messages are checked.
final class LearnRunTests: XCTestCase {
    private var learn: LearnExecutable!
    private var folder: LearnerFolder!

    override func setUpWithError() throws {
        learn = try LearnExecutable.built()
        folder = try LearnerFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func run(_ name: String, _ source: String, _ extraArguments: [String] = []) throws -> LearnExecutable.Result {
        try folder.write(name, source)
        return try learn.run(["run", name] + extraArguments, in: folder.url)
    }

    func testProgramOutputPassesThroughAndExitsZero() throws {
        let result = try run("Shapes.swift", """
            struct Square { var side: Int }
            func area(of square: Square) -> Int { square.side * square.side }
            print("area:", area(of: Square(side: 3)))
            print("done")
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "area: 9\ndone\n")
        XCTAssertEqual(result.standardError, "")
    }

    /// The README's example program prints exactly what the README says it prints.
    func testTheREADMEsExamplePrintsWhatTheREADMEShows() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("README.md"),
            encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Writing a program for `learn run`").last)
        func block(_ language: String, in text: String) throws -> (body: String, rest: String) {
            let opened = try XCTUnwrap(text.range(of: "```\(language)\n"))
            let closed = try XCTUnwrap(text.range(of: "\n```", range: opened.upperBound..<text.endIndex))
            return (String(text[opened.upperBound..<closed.lowerBound]), String(text[closed.upperBound...]))
        }
        let program = try block("swift", in: section)
        let output = try block("text", in: program.rest)
        try folder.write("Example.swift", program.body)
        let result = try learn.run(["run", "Example.swift"], in: folder.url, environment: ["COLUMNS": "60"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, output.body + "\n")
    }

    func testCompileErrorPointsAtLearnerLineWithCaret() throws {
        let result = try run("Counter.swift", """
            import SwiftUI

            let greeting = Textt("hi")
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "Counter.swift:3:16: error: cannot find 'Textt' in scope")
        XCTAssertEqual(lines.dropFirst().first, #"let greeting = Textt("hi")"#)
        XCTAssertEqual(lines.dropFirst(2).first, String(repeating: " ", count: 15) + "^")
        XCTAssertFalse(result.standardError.contains("main.swift"), result.standardError)
        XCTAssertFalse(result.standardError.contains("learn-run-"), result.standardError)
        XCTAssertFalse(result.standardError.contains(NSTemporaryDirectory()), result.standardError)
        XCTAssertFalse(result.standardError.contains("TerminalPreview"), result.standardError)
    }

    /// Learner code sees SwiftUI's API and the host, not the runtime's own machinery: the
    /// display list, the terminal background, list metrics and the hooks for images and warnings
    /// are `package`, shared only by learn's own modules (issue "One concept, one place").
    func testTheRuntimesOwnTypesAreNotVisibleToLearnerCode() throws {
        let names = ["DisplayList", "DisplayItem", "TextDrawing", "GradientShading", "GraphicsEffect", "ImageDrawing",
                     "ImageFiles", "ControlSummary", "ListMetrics", "TerminalBackground", "RuntimeWarning", "ViewFrames"]
        let result = try run("Hidden.swift", "import SwiftUI\n\n" + names.map { "let _ = \($0).self" }.joined(separator: "\n") + "\n")
        XCTAssertEqual(result.status, 1)
        for name in names {
            XCTAssertTrue(result.standardError.contains("cannot find '\(name)' in scope"), "\(name) is visible: \(result.standardError)")
        }
        // SwiftUI's own API and the host stay public.
        let visible = try run("Visible.swift", "import SwiftUI\n\nlet _ = TerminalHost.self\nlet _ = LayoutTrace.self\nlet _ = ListStyle.self\nprint(\"ok\")\n")
        XCTAssertEqual(visible.status, 0, visible.standardError)
    }

    /// Playground code shows its view with `PlaygroundPage.current.setLiveView(_:)`, and code from
    /// Apple's platforms imports CoreGraphics for its geometry types: both modules are there, and
    /// the live view is drawn as `preview(_:)` draws it (issue 26).
    func testPlaygroundAndCoreGraphicsImportsWork() throws {
        let result = try run("Playground.swift", """
            import SwiftUI
            import PlaygroundSupport
            import CoreGraphics

            let corner = CGPoint(x: 8, y: 16)
            PlaygroundPage.current.needsIndefiniteExecution = true
            PlaygroundPage.current.setLiveView(Text("Live at \\(Int(corner.x))"))
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Live at 8"), result.standardOutput)
    }

    /// Download code from tutorials names `URLSession` after `import SwiftUI` (or Foundation), as
    /// on Apple's platforms; on Linux it lives in FoundationNetworking, which SwiftUI brings
    /// (issue 26). Nothing is downloaded here: the function is only compiled.
    func testURLSessionCodeCompilesWithSwiftUIsImports() throws {
        let result = try run("Download.swift", """
            import SwiftUI

            func load(_ address: String) async throws -> Data {
                let (data, _) = try await URLSession.shared.data(from: URL(string: address)!)
                return data
            }
            print("compiled")
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "compiled\n")
    }

    /// `View` is `@MainActor`, as in the iOS 18 SDK: a `@MainActor` model, the way current
    /// tutorials write one, is made and read in a view's properties and body without an error
    /// (before, "call to main actor-isolated initializer 'init()' in a synchronous nonisolated
    /// context"). Issue 26.
    func testAMainActorModelIsUsedInAViewsBody() throws {
        let result = try run("Model.swift", """
            import SwiftUI

            @MainActor
            final class Counter: ObservableObject {
                @Published var count = 3
            }

            struct CounterView: View {
                @StateObject private var counter = Counter()
                var body: some View { Text("Count: \\(counter.count)") }
            }

            preview(CounterView())
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Count: 3"), result.standardOutput)
    }

    /// A view that does not declare `body` does not compile, as SwiftUI's compiler says "type
    /// 'Badge' does not conform to protocol 'View'", instead of compiling and stopping when
    /// drawn (issue 26); the message says what is missing.
    func testAViewWithoutABodyDoesNotCompile() throws {
        let result = try run("NoBody.swift", """
            import SwiftUI

            struct Badge: View {
                var count = 3
            }
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("type 'Badge' does not conform to protocol 'View'"), result.standardError)
        XCTAssertTrue(result.standardError.contains("var body: some View"), result.standardError)
    }

    func testWarningsAreShownAndTheProgramStillRuns() throws {
        let result = try run("Warn.swift", """
            func show() {
                var count = 1
                print(count)
            }
            show()
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "1\n")
        XCTAssertTrue(result.standardError.hasPrefix("Warn.swift:2:9: warning: variable 'count' was never mutated"),
                      result.standardError)
    }

    func testFatalErrorIsReportedAsACrashWithItsMessage() throws {
        let result = try run("Boom.swift", """
            let ready = true
            if ready { fatalError("boom") }
            """)
        XCTAssertEqual(result.status, 1)
        // Only the runtime's plain message under the learner's own file name, then learn's
        // explanation: no `main/Boom.swift`, no backtracer's "*** Signal 4: Backtracing…".
        XCTAssertTrue(result.standardError.hasPrefix("Boom.swift:2: Fatal error: boom\nlearn: Boom.swift crashed (SIGILL): a Swift runtime error"),
                      result.standardError)
        XCTAssertFalse(result.standardError.contains("***"), result.standardError)
    }

    /// Force-unwrapping nil names the file by its `#fileID`, `main/Name.swift`: the learner sees their file's name.
    func testAForceUnwrapNamesTheLearnersFile() throws {
        let result = try run("Unwrap.swift", """
            let missing: Int? = nil
            print(missing!)
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("Unwrap.swift:2: Fatal error: Unexpectedly found nil while unwrapping an Optional value\nlearn: "),
                      result.standardError)
        XCTAssertFalse(result.standardError.contains("main/"), result.standardError)
    }

    /// An unfinished last line gets its error at the end of the file, where the compiler names
    /// the generated main.swift: it names the file's last line.
    func testAnUnfinishedLastLineIsNamed() throws {
        let result = try run("Unfinished.swift", "import SwiftUI\nText(\"a\").padding(")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("""
            Unfinished.swift:2:19: error: expected expression in list of expressions
            Text("a").padding(
                              ^

            """), result.standardError)
        XCTAssertFalse(result.standardError.contains("named no line"), result.standardError)
    }

    func testIndexOutOfRangeIsReportedAsACrash() throws {
        let result = try run("Index.swift", """
            let numbers = [1, 2, 3]
            print(numbers[3])
            """)
        XCTAssertEqual(result.status, 1)
        // Raised in the standard library, whose file means nothing to the learner.
        XCTAssertTrue(result.standardError.hasPrefix("Fatal error: Index out of range\nlearn: Index.swift crashed (SIGILL)"), result.standardError)
    }

    /// The crash's backtrace goes to a file, not to the learner: the report names the line
    /// and function of the learner's file where it happened, and no stack of addresses shows.
    func testACrashNamesTheLearnersLineAndFunction() throws {
        let result = try run("Pick.swift", """
            let numbers = [1, 2, 3]
            func pick(_ index: Int) -> Int {
                numbers[index]
            }
            print(pick(7))
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("its message is above\n  at Pick.swift:3:12 in pick(_:)\n"), result.standardError)
        XCTAssertFalse(result.standardError.contains("Current stack trace"), result.standardError)
        XCTAssertFalse(result.standardError.contains("libswiftCore.so"), result.standardError)
    }

    /// Standard output is a pipe here: what the program printed before crashing must still arrive.
    func testOutputPrintedBeforeACrashIsKept() throws {
        let result = try run("Partial.swift", """
            print("before the crash")
            let numbers: [Int] = []
            print(numbers[0])
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "before the crash\n")
    }

    func testInfiniteRecursionIsExplainedAsAStackOverflow() throws {
        let result = try run("Recursion.swift", """
            func countDown(_ n: Int) -> Int { countDown(n - 1) + 1 }
            print(countDown(10))
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("learn: Recursion.swift crashed (SIGSEGV)"), result.standardError)
        XCTAssertTrue(result.standardError.contains("stack overflow"), result.standardError)
    }

    func testEndlessLoopIsStoppedAtTheTimeout() throws {
        let result = try run("Loop.swift", "var n = 0\nwhile true { n += 1 }\n", ["--timeout", "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertGreaterThanOrEqual(result.seconds, 1)
        XCTAssertLessThan(result.seconds, 5)
        XCTAssertEqual(result.standardError, "learn: stopped Loop.swift after 1 s: it was still running "
            + "(an endless loop, or waiting for something that never comes?)\n")
    }

    func testDecimalTimeoutIsAccepted() throws {
        let result = try run("Loop.swift", "while true {}\n", ["--timeout", "0.5"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("after 0.5 s"), result.standardError)
    }

    func testNonZeroExitStatusIsReported() throws {
        let result = try run("Quit.swift", """
            import Foundation
            print("bye")
            exit(3)
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "bye\n")
        XCTAssertTrue(result.standardError.contains("learn: Quit.swift exited with status 3"), result.standardError)
    }

    /// The host contract from top-level code: an HStack of a 30-pt box and "Hi" (2 cells = 16 pt)
    /// is 30 + 8 + 16 = 54 wide and one line (16 pt) tall. The program then lists the shared
    /// libraries mapped into it whose name is libSwiftUI.so: exactly the one next to learn.
    func testHostContractRunsAndTheRuntimeIsLinkedDynamically() throws {
        let result = try run("Probe.swift", """
            import SwiftUI
            import Foundation
            let view = HStack {
                Color.red.frame(width: 30, height: 16).accessibilityIdentifier("box")
                Text("Hi")
            }
            let host = TerminalHost(rootView: view, proposal: ProposedViewSize(width: 100, height: 50))
            let box = host.frame(ofIdentifier: "box")!
            print(host.size.width, host.size.height, box.minX, box.minY, box.width, box.height)
            print(host.render().contains("Hi"))
            let maps = FileHandle(forReadingAtPath: "/proc/self/maps")!.readDataToEndOfFile()
            let paths = String(decoding: maps, as: UTF8.self).split(separator: "\\n")
                .compactMap { $0.split(separator: " ").last }
                .filter { $0.hasSuffix("/libSwiftUI.so") }
            print(Set(paths).sorted().joined(separator: "\\n"))
            """)
        let runtime = learn.url.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("libSwiftUI.so").path
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "54.0 16.0 0.0 0.0 30.0 16.0\ntrue\n\(runtime)\n")
    }

    func testLearnItselfDoesNotLinkTheRuntime() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [learn.url.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let dependencies = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        XCTAssertTrue(dependencies.contains("libswiftCore.so"), dependencies)
        XCTAssertFalse(dependencies.contains("libSwiftUI.so"), dependencies)
    }

    /// The program, and a daemon it started (a `setsid` after a fork, which leaves learn's
    /// process group), end with learn. They are found by the names they give themselves: in
    /// their sandbox's PID namespace their ids are not the machine's.
    func testStoppingLearnAlsoStopsTheProgram() throws {
        let name = NamedProcesses.uniqueName()
        try folder.write("Forever.swift", """
            import Glibc
            if fork() == 0 {
                setsid()
                \(NamedProcesses.naming(name + "d"))
                while true { sleep(1) }
            }
            \(NamedProcesses.naming(name + "p"))
            while true {}
            """)
        let running = try learn.start(["run", "Forever.swift", "--timeout", "30"], in: folder.url)
        let deadline = Date().addingTimeInterval(20)
        while NamedProcesses.running(named: name).count < 2 && Date() < deadline { usleep(20_000) }
        XCTAssertEqual(NamedProcesses.running(named: name).count, 2, "the program and its daemon never started")

        running.process.terminate()
        let result = try running.finish()

        XCTAssertEqual(result.status, 1)
        XCTAssertLessThan(result.seconds, 20)
        XCTAssertEqual(result.standardError, "learn: stopped Forever.swift because learn was interrupted (SIGTERM)\n")
        usleep(300_000)
        XCTAssertEqual(NamedProcesses.running(named: name), [], "the program or its daemon is still running")
    }

    /// Output to a pipe or a file is counted as captured output is: a program that prints in a
    /// loop is stopped at 16 MiB (``ResourceLimits/learnerProgram``) instead of filling the disk.
    func testEndlessOutputToAFileIsStoppedAtTheOutputLimit() throws {
        let result = try run("Chatty.swift", """
            let line = String(repeating: "x", count: 1023) + "\\n"
            while true { print(line, terminator: "") }
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("printed more than 16 MiB"), result.standardError)
        XCTAssertEqual(result.standardOutput.utf8.count, 16 << 20)
    }

    /// A program sees a few of learn's variables, never the rest (a token in a grader's or a
    /// learner's shell), and a home and temporary folder of its own (issue 24).
    func testTheProgramSeesAnAllowListOfVariablesAndAPrivateHome() throws {
        let result = try learn.run(["run", "Env.swift"], in: try { () throws -> URL in
            try folder.write("Env.swift", """
                import Foundation
                let environment = ProcessInfo.processInfo.environment
                print(environment["SECRET_TOKEN"] ?? "no token", environment["HOME"] ?? "no home", environment["TERM"] ?? "no term")
                print(FileManager.default.fileExists(atPath: "\(folder.url.path)/Env.swift"))
                """)
            return folder.url
        }(), environment: ["SECRET_TOKEN": "s3cret", "TERM": "xterm"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let home = SandboxTool.current.bubblewrap != nil ? "/home/learner" : nil
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first?.hasPrefix("no token "), true, result.standardOutput)
        if let home { XCTAssertEqual(lines.first, "no token \(home) xterm") }
        XCTAssertEqual(lines.last, "true", "the program cannot read its own folder")
    }

    // MARK: Bad usage or input: exit 2 with one line, and no crash of learn

    private func assertBadInput(
        _ result: LearnExecutable.Result, mentioning text: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertTrue(result.standardError.hasPrefix("learn: "), result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.contains(text), result.standardError, file: file, line: line)
        XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 1, result.standardError, file: file, line: line)
    }

    func testMissingFileIsBadInput() throws {
        let result = try learn.run(["run", "Nowhere.swift"], in: folder.url)
        assertBadInput(result, mentioning: "Nowhere.swift does not exist")
    }

    func testNonSwiftFileIsBadInput() throws {
        try folder.write("notes.txt", "print(1)\n")
        let result = try learn.run(["run", "notes.txt"], in: folder.url)
        assertBadInput(result, mentioning: "notes.txt is not a Swift file")
    }

    func testDirectoryIsBadInput() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Views.swift"),
                                                withIntermediateDirectories: false)
        let result = try learn.run(["run", "Views.swift"], in: folder.url)
        assertBadInput(result, mentioning: "Views.swift is a directory")
    }

    func testNamedPipeIsBadInputAndDoesNotHang() throws {
        let pipe = folder.url.appendingPathComponent("Stream.swift").path
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let result = try learn.run(["run", "Stream.swift"], in: folder.url)
        assertBadInput(result, mentioning: "Stream.swift is not a regular file")
    }

    func testUnreadableFileIsBadInput() throws {
        try XCTSkipIf(getuid() == 0, "root can read any file, so it cannot be made unreadable")
        let path = try folder.write("Secret.swift", "print(1)\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let result = try learn.run(["run", "Secret.swift"], in: folder.url)
        assertBadInput(result, mentioning: "Secret.swift cannot be read")
    }

    func testMissingRuntimeIsExplained() throws {
        try folder.write("Hello.swift", "print(1)\n")
        let result = try learn.run(["run", "Hello.swift"], in: folder.url,
                                   environment: ["LEARN_RUNTIME_DIR": folder.url.path])
        assertBadInput(result, mentioning: "the SwiftUI runtime library was not found")
    }

    func testMissingCompilerIsExplained() throws {
        try folder.write("Hello.swift", "print(1)\n")
        let result = try learn.run(["run", "Hello.swift"], in: folder.url,
                                   environment: ["SWIFTC": nil, "PATH": folder.url.path])
        assertBadInput(result, mentioning: "`swiftc` was not found on PATH")
    }

    func testZeroTimeoutIsBadUsage() throws {
        try folder.write("Hello.swift", "print(1)\n")
        let result = try learn.run(["run", "Hello.swift", "--timeout", "0"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("--timeout must be a number of seconds greater than 0"),
                      result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testNonNumericTimeoutIsBadUsage() throws {
        try folder.write("Hello.swift", "print(1)\n")
        let result = try learn.run(["run", "Hello.swift", "--timeout", "soon"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("soon"), result.standardError)
    }
}
