import ArgumentParser
import Evaluation
import Foundation
import ReplEngine

/// `learn doctor`: what learn found on this machine and how it compiles learner code, for a
/// learner whose setup does not work or is slow.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Show the toolchain, runtime and evaluator learn uses, and how it compiles REPL inputs and programs.",
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
        print("learner programs: run \(SandboxTool.current.summary)")
        let toolchain = report("swiftc", { try Toolchain.locate() }, describe: \.swiftc)
        let runtime = report("runtime", { try RuntimeLocation.locate() }, describe: \.directory)
        let evaluator = runtime.flatMap { runtime in
            report("evaluator", { try EvaluatorLocation.locate(runtime: runtime) }, describe: { $0 })
        }
        if let toolchain, let runtime {
            print("programs (learn run, learn check): built \(toolchain.programBuilder(runtime: runtime).summary)")
        }
        if let toolchain, let runtime, let evaluator {
            _ = report("REPL inputs", {
                try ReplSession(toolchain: toolchain, runtime: runtime, evaluator: evaluator).compilationSummary
            }, describe: { "compiled \($0)" })
        }
        if missing { throw ExitCode.badInput }
    }
}
