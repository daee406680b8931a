import ArgumentParser
import LearnerProcesses
import LearnerPrograms
import Foundation
import Lessons
import ReplEngine
import TerminalSupport

/// `learn doctor`: what learn found on this machine and how it compiles learner code, for a
/// learner whose setup does not work or is slow.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Show the install, toolchain, runtime, course and evaluator learn uses, how it compiles and runs learner code, and what the terminal shows.",
        discussion: "Exit status: 0 when everything needed was found, 2 when something is missing."
    )

    func run() throws {
        var missing = false
        func report<Found>(_ label: String, _ find: () throws -> Found, describe: (Found) -> String) -> Found? {
            do {
                let found = try find()
                print("\(label): \(describe(found))")
                return found
            } catch {
                print("\(label): not found: \(error)")
                missing = true
                return nil
            }
        }
        let toolchain = report("swiftc", { try Toolchain.locate() }, describe: \.swiftc)
        let runtime = report("runtime", { try RuntimeLocation.locate() }, describe: \.directory)
        if let runtime {
            print("install: " + (runtime.installPrefix.map { "installed in \($0) (./install.sh)" } ?? "a build folder"))
        }
        if let toolchain {
            let version = toolchain.version()
            print("swift: \(version ?? "unknown (swiftc --version did not answer)")")
            if let builtWith = runtime?.builtWith, let version, builtWith != version {
                print("  the runtime was built by another compiler (\(builtWith)): build learn again with this one")
                missing = true
            }
            print("sourcekit-lsp (for your editor): \(toolchain.languageServer ?? "not found beside swiftc")")
        }
        print("course: \(CourseLocation.folder(holding: "Lessons")?.path ?? "not found (set LEARN_COURSE_DIR to a folder with Lessons/ and Exercises/)")")
        print("learner programs: run \(SandboxTool.current.summary)")
        let terminal = TerminalTraits.of(descriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
        print("terminal: " + (terminal.isTerminal
            ? "\(terminal.columns)×\(terminal.rows), colours: \(terminal.colors.rawValue)"
            : "not a terminal (plain text, \(terminal.columns) columns)"))
        let evaluator = runtime.flatMap { runtime in
            report("evaluator", { try EvaluatorLocation.locate(runtime: runtime) }, describe: { $0 })
        }
        if let toolchain, let runtime {
            print("programs (learn run, learn check): built \(toolchain.programBuilder(runtime: runtime).summary)")
        }
        if let toolchain, let runtime, let evaluator {
            _ = report("REPL inputs", {
                try ReplSession(toolchain: toolchain, runtime: runtime, evaluator: evaluator, compilesInMemory: InMemoryEngine.isChosen()).compilationSummary
            }, describe: { "compiled \($0)" })
        }
        if let toolchain {
            // LLDB's in-memory compiler, the REPL's engine where it loads (issue 28).
            switch LLDBLibraries.find(for: toolchain) {
            case .success(let libraries):
                print("in-memory compiler (LLDB; LEARN_REPL_COMPILER=frontend compiles each input with the frontend instead): \(libraries.lldb)"
                    + (libraries.python.map { ", with \($0)" } ?? ""))
            case .failure(let reason):
                print("in-memory compiler (LLDB): unavailable, so the frontend compiles each input: \(reason)")
            }
        }
        if missing { throw ExitCode.badInput }
    }
}
