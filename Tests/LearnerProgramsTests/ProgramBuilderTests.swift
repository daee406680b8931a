@testable import LearnerPrograms
import EvaluatorProtocol
import Foundation
import XCTest

/// How `learn run` and the grader build programs: by default the frontend and `ld.lld` are
/// called directly and the library is run by `learn-program`; `swiftc` builds an executable
/// when asked to, or when the host is missing. Both must run a program the same way.
final class ProgramBuilderTests: XCTestCase {
    private var learn: LearnExecutable!
    private var folder: LearnerFolder!

    override func setUpWithError() throws {
        learn = try LearnExecutable.built()
        folder = try LearnerFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private static let swiftcPath = ["LEARN_COMPILE_WITH_SWIFTC": "1"]

    /// `learn run NAME` with the direct path and then with `swiftc`.
    private func runBothWays(_ name: String, _ source: String) throws -> [LearnExecutable.Result] {
        try folder.write(name, source)
        return try [[:], Self.swiftcPath].map { try learn.run(["run", name], in: folder.url, environment: $0) }
    }

    func testTheDirectPathIsChosenWhenTheHostIsBuilt() throws {
        let runtime = try RuntimeLocation.locate(environment: [:])
        let builder = try Toolchain.locate().programBuilder(runtime: runtime, environment: [:])
        XCTAssertTrue(builder is DirectProgramBuilder, builder.summary)
        XCTAssertTrue(builder.summary.contains("/learn-program"), builder.summary)
    }

    func testSwiftcIsChosenWhenAskedFor() throws {
        let runtime = try RuntimeLocation.locate(environment: [:])
        let builder = try Toolchain.locate().programBuilder(runtime: runtime, environment: Self.swiftcPath)
        XCTAssertTrue(builder is DriverProgramBuilder)
        XCTAssertTrue(builder.summary.hasSuffix("because LEARN_COMPILE_WITH_SWIFTC is 1"), builder.summary)
    }

    func testSwiftcIsChosenWhenTheHostIsMissing() throws {
        let builder = try Toolchain.locate().programBuilder(runtime: RuntimeLocation(directory: folder.url.path), environment: [:])
        XCTAssertTrue(builder is DriverProgramBuilder)
        XCTAssertTrue(builder.summary.hasSuffix("because there is no \(folder.url.path)/learn-program"), builder.summary)
    }

    /// The host takes its two variables out of the environment and calls the library's `main`
    /// with its own arguments, which learn made the program's: the program sees what an
    /// executable would.
    func testAProgramSeesItsOwnCommandLineAndNoneOfTheHostsVariables() throws {
        let results = try runBothWays("Arguments.swift", """
            import Foundation
            print(CommandLine.arguments)
            print(ProcessInfo.processInfo.environment.keys.filter { $0.hasPrefix("LEARN_PROGRAM") })
            """)
        for result in results {
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardOutput, "[\"Arguments.swift\"]\n[]\n")
        }
    }

    /// `RegexBuilder` is not among the libraries the runtime loads, so the direct path must
    /// name it in the link (the object's autolink entries ask for it).
    func testALibraryTheRuntimeDoesNotLoadIsLinked() throws {
        let results = try runBothWays("Pattern.swift", """
            import RegexBuilder
            let pattern = Regex { "a"; OneOrMore("b") }
            print("xabbbx".contains(pattern))
            """)
        for result in results {
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardOutput, "true\n")
        }
    }

    /// An exit status from top-level code is the process's, on either path.
    func testAnExitStatusIsTheProgramsOwn() throws {
        let results = try runBothWays("Leave.swift", """
            import Foundation
            print("leaving")
            exit(4)
            """)
        for result in results {
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.standardOutput, "leaving\n")
            XCTAssertTrue(result.standardError.contains("Leave.swift exited with status 4"), result.standardError)
        }
    }

    func testDoctorSaysHowProgramsAreBuilt() throws {
        let direct = try learn.run(["doctor"], in: folder.url)
        XCTAssertTrue(direct.standardOutput.contains("programs (learn run, learn check): built by calling "), direct.standardOutput)
        let driver = try learn.run(["doctor"], in: folder.url, environment: Self.swiftcPath)
        XCTAssertTrue(driver.standardOutput.contains("programs (learn run, learn check): built with swiftc"), driver.standardOutput)
    }

    /// Started by hand, without learn's variables, the host says what it needs.
    func testTheHostStartedByHandSaysWhatItNeeds() throws {
        let host = learn.url.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(ProgramHost.executableName)
        let process = Process()
        process.executableURL = host
        var environment = ProcessInfo.processInfo.environment
        environment[ProgramHost.runtimeVariable] = nil
        environment[ProgramHost.libraryVariable] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 127)
        XCTAssertEqual(message, "learn-program: LEARN_PROGRAM_RUNTIME is not set; learn sets it when it runs a program\n")
    }
}
