import Foundation

/// Builds a program into an executable with `swiftc`, as a learner would: the fallback when
/// the frontend and linker cannot be called directly.
struct DriverProgramBuilder: ProgramBuilder {
    let toolchain: Toolchain
    let runtime: RuntimeLocation
    /// Why the direct path is not used.
    let whyNotDirect: String

    var summary: String {
        "with swiftc (\(toolchain.swiftc)), because \(whyNotDirect)"
    }

    func build(_ source: String, in workspace: borrowing Workspace, stopRequest: () -> Int32?) throws -> ProgramBuild {
        let executable = workspace.file("program")
        let arguments = LearnerCompilation.languageFlags + ["-Onone", "-gline-tables-only"]
            + toolchain.linkerFlags + runtime.compilerFlags + [source, "-o", executable]
        switch try SwiftcInvocation(toolchain: toolchain, readable: runtime.foldersCompilersRead).run(arguments, in: workspace, stopRequest: stopRequest) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .finished(succeeded: false, let diagnostics):
            return .failed(diagnostics: diagnostics)
        case .finished(succeeded: true, let diagnostics):
            return .built(BuiltProgram(executable: executable, environment: [:], runtimeDirectory: runtime.directory), diagnostics: diagnostics)
        }
    }
}
