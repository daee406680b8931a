import EvaluatorProtocol
import Foundation

/// A way of building a learner's program: a `main.swift` (the learner's text, with what learn
/// adds around it) compiled against the runtime, with line tables so that a crash's backtrace
/// names the learner's lines.
package protocol ProgramBuilder: Sendable {
    /// How programs are built, in a sentence for `learn doctor`.
    var summary: String { get }

    /// Builds `source` (a file named `main.swift` in `workspace`), leaving what it makes in the
    /// workspace; a signal from `stopRequest` stops the compiler.
    func build(_ source: String, in workspace: borrowing Workspace, stopRequest: () -> Int32?) throws -> ProgramBuild
}

/// What came of building a program.
package enum ProgramBuild {
    /// The program was built; the diagnostics may hold warnings.
    case built(BuiltProgram, diagnostics: [Diagnostic])
    /// The compiler rejected it, or failed; the diagnostics say why.
    case failed(diagnostics: [Diagnostic])
    /// It was stopped because `stopRequest` returned this signal number.
    case interrupted(signal: Int32)
}

/// A built program: what to start, what to add to its environment, and the runtime's folder,
/// which its sandbox lets it read.
package struct BuiltProgram: Sendable {
    package let executable: String
    package let environment: [String: String]
    package let runtimeDirectory: String
}

extension Toolchain {
    /// Builds programs by calling the frontend and `ld.lld` directly into a library that
    /// `learn-program` runs, when the recipe can be read and the host is built beside the
    /// runtime; otherwise with `swiftc`, saying why in the builder's summary.
    package func programBuilder(
        runtime: RuntimeLocation, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> any ProgramBuilder {
        let host = runtime.directory + "/" + ProgramHost.executableName
        guard FileManager.default.isExecutableFile(atPath: host) else {
            return DriverProgramBuilder(toolchain: self, runtime: runtime, whyNotDirect: "there is no \(host)")
        }
        do {
            let recipe = try DirectBuildRecipe.read(for: self, environment: environment)
            return DirectProgramBuilder(recipe: recipe, runtime: runtime, host: host)
        } catch {
            return DriverProgramBuilder(toolchain: self, runtime: runtime, whyNotDirect: String(describing: error))
        }
    }
}
