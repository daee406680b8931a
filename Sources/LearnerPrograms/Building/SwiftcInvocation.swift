import Foundation

/// One run of the installed `swiftc` inside a workspace, with its messages collected.
package struct SwiftcInvocation {
    package let toolchain: Toolchain
    /// Folders the compiler reads besides the toolchain and its workspace (the runtime's).
    package let readable: [String]

    package init(toolchain: Toolchain, readable: [String]) {
        self.toolchain = toolchain
        self.readable = readable
    }

    /// What came of running the compiler.
    package enum Result {
        /// swiftc finished by itself; `succeeded` when it exited with status 0.
        case finished(succeeded: Bool, diagnostics: [Diagnostic])
        /// It was stopped because `stopRequest` returned this signal number.
        case interrupted(signal: Int32)
    }

    /// Runs swiftc with `arguments` (plus the `llvm` diagnostic style, which
    /// ``Diagnostic/parse(_:)`` reads), stopping it when `stopRequest` returns a signal.
    package func run(
        _ arguments: [String], in workspace: borrowing Workspace, stopRequest: () -> Int32?
    ) throws -> Result {
        let tool = ToolInvocation(executable: toolchain.swiftc, name: "swiftc", readable: readable)
        switch try tool.run(["-diagnostic-style", "llvm"] + arguments, in: workspace, stopRequest: stopRequest) {
        case .interrupted(let signal):
            return .interrupted(signal: signal)
        case .finished(let succeeded, let output):
            return .finished(succeeded: succeeded, diagnostics: Diagnostic.parse(output))
        }
    }
}
