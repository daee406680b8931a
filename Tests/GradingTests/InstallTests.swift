import Foundation
import XCTest

/// `install.sh` lays learn out under a prefix (issue 30), and the installed `learn`, reached
/// through `PREFIX/bin/learn` from a folder of its own, finds its runtime and its course and
/// runs a program, a check and a chapter. It installs the products already built beside this
/// test (`--built`): a release build takes many minutes, and the layout is the same.
final class InstallTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    private var prefix: URL { folder.url.appendingPathComponent("prefix") }

    private func run(_ executable: URL, _ arguments: [String], input: String = "", in directory: URL) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LEARN_") }
        environment["HOME"] = folder.url.appendingPathComponent("home").path
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CACHE_HOME"] = nil
        environment["XDG_STATE_HOME"] = nil
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    func testAnInstalledLearnWorksFromAnyFolderAndUninstalls() throws {
        let script = GradingFixtures.repository.appendingPathComponent("install.sh")
        let built = try LearnCommand.executable().deletingLastPathComponent()
        let install = try run(URL(fileURLWithPath: "/bin/bash"), [script.path, "--built", built.path, "--prefix", prefix.path], in: folder.url)
        XCTAssertEqual(install.status, 0, install.output + install.errors)
        for path in ["bin/learn", "lib/learn/libSwiftUI.so", "lib/learn/Modules/SwiftUI.swiftmodule", "lib/learn/learn-limits",
                     "share/learn/course/Lessons/chapter4", "share/learn/course/Exercises", "share/learn/course/Solutions"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "no \(path)")
        }
        let maps = try String(contentsOf: prefix.appendingPathComponent("lib/learn/COpenCombineHelpers.build/module.modulemap"), encoding: .utf8)
        XCTAssertTrue(maps.contains(prefix.appendingPathComponent("lib/learn/COpenCombineHelpers.build/include").path), maps)

        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let learn = prefix.appendingPathComponent("bin/learn")

        try #"import SwiftUI\#nprint("hello from \(1 + 1)")\#npreview(Text("Hi").padding(.horizontal))"#
            .write(to: elsewhere.appendingPathComponent("Hello.swift"), atomically: true, encoding: .utf8)
        let program = try run(learn, ["run", "Hello.swift"], in: elsewhere)
        XCTAssertEqual(program.status, 0, program.errors)
        XCTAssertTrue(program.output.hasPrefix("hello from 2\n"), program.output)
        XCTAssertTrue(program.output.contains("Hi"), program.output)

        let passing = GradingFixtures.repository.appendingPathComponent("Tests/GradingFixtures/badge/badge-alignment-guides.swift")
        let check = try run(learn, ["check", "badge", "--file", passing.path], in: elsewhere)
        XCTAssertEqual(check.status, 0, check.output + check.errors)

        let chapter = try run(learn, ["chapter4"], input: ":quit\n", in: elsewhere)
        XCTAssertEqual(chapter.status, 0, chapter.errors)
        XCTAssertTrue(chapter.output.contains("proposes"), chapter.output)

        let doctor = try run(learn, ["doctor"], in: elsewhere)
        XCTAssertTrue(doctor.output.contains("install: installed in \(prefix.path)"), doctor.output)

        let uninstall = try run(URL(fileURLWithPath: "/bin/bash"), [script.path, "--uninstall", "--prefix", prefix.path], in: folder.url)
        XCTAssertEqual(uninstall.status, 0, uninstall.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/learn").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: learn.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/learn/course").path))
    }

    /// A release build's `learn-evaluator` has no `.swift_ast` section (SwiftPM wraps the
    /// modules into the executable for a debug build only), and LLDB, the REPL's in-memory
    /// compiler, reads there the path of the runtime's macro plugin: `install.sh` adds the
    /// evaluator's module, so `@Entry` expands in an installed learn. Simulated with this build's
    /// products, the section taken out of the evaluator (tried: without the step in install.sh,
    /// `@Entry` fails with "plugin for module 'SwiftUIMacros' not found").
    func testAnInstalledReleaseEvaluatorExpandsTheRuntimesMacrosInMemory() throws {
        let built = try LearnCommand.executable().deletingLastPathComponent()
        let release = folder.url.appendingPathComponent("release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: built.path) where name != "learn-evaluator" {
            try FileManager.default.createSymbolicLink(at: release.appendingPathComponent(name), withDestinationURL: built.appendingPathComponent(name))
        }
        let objcopy = URL(fileURLWithPath: "/opt/swift/usr/bin/llvm-objcopy")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: objcopy.path), "no llvm-objcopy in the toolchain")
        let stripped = try run(
            objcopy, ["--remove-section", ".swift_ast", built.appendingPathComponent("learn-evaluator").path, release.appendingPathComponent("learn-evaluator").path],
            in: folder.url)
        XCTAssertEqual(stripped.status, 0, stripped.errors)

        let script = GradingFixtures.repository.appendingPathComponent("install.sh")
        let install = try run(URL(fileURLWithPath: "/bin/bash"), [script.path, "--built", release.path, "--prefix", prefix.path], in: folder.url)
        XCTAssertEqual(install.status, 0, install.output + install.errors)
        let learn = prefix.appendingPathComponent("bin/learn")
        let doctor = try run(learn, ["doctor"], in: folder.url)
        try XCTSkipUnless(doctor.output.contains("REPL inputs: compiled in memory"), "LLDB cannot run here: \(doctor.output)")
        let session = try run(learn, ["chapter3"], input: #"""
            extension EnvironmentValues { @Entry var marker: String = "-" }
            struct Marked: View { @Environment(\.marker) var marker; var body: some View { Text(marker) } }
            Marked().environment(\.marker, "+")

            """#, in: folder.url)
        XCTAssertTrue(session.output.contains("Declared extension EnvironmentValues, Marked."), session.output)
        XCTAssertFalse(session.output.contains("not found"), session.output)
        XCTAssertTrue(session.output.hasSuffix("+\n") || session.output.contains("\n+\n"), session.output)
    }
}
