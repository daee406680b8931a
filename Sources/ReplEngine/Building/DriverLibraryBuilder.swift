import LearnerPrograms
import Foundation

/// Builds a snippet's library with `swiftc`, as a learner would: the fallback when the
/// toolchain's recipe for calling the frontend directly could not be read.
struct DriverLibraryBuilder: SnippetLibraryBuilder {
    let toolchain: Toolchain
    let runtime: RuntimeLocation
    /// Why the direct path is not used.
    let whyNotDirect: String

    var summary: String {
        "with swiftc (\(toolchain.swiftc)), because \(whyNotDirect)"
    }

    func build(
        _ unit: SnippetUnit, in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> SnippetCompiler.Compilation {
        var arguments = [
            "-emit-library", "-parse-as-library", "-swift-version", "5", "-Onone", "-module-name", unit.module,
        ] + toolchain.linkerFlags + runtime.compilerFlags + [unit.source, "-o", unit.library]
        if let directory = unit.moduleDirectory {
            arguments += ["-enable-testing", "-emit-module", "-emit-module-path", directory + "/" + unit.module + ".swiftmodule"]
        }
        if let session = unit.importing {
            arguments += ["-I", session.moduleDirectory, session.library]
        }
        switch try SwiftcInvocation(toolchain: toolchain, readable: runtime.foldersCompilersRead).run(arguments, in: workspace, stopRequest: stopRequest) {
        case .interrupted:
            return .interrupted
        case .finished(true, let diagnostics):
            return .succeeded(library: unit.library, diagnostics: diagnostics)
        case .finished(false, let diagnostics):
            return .failed(diagnostics)
        }
    }
}
