import Foundation

extension Toolchain {
    /// The flags that choose the linker: LLVM's `ld.lld` when the toolchain ships it, which
    /// links a program in less time than the system's default (gold), else nothing (the
    /// driver's default). Every compile of learner code (`learn run`, a check's scenario
    /// programs, REPL inputs) links with these.
    public var linkerFlags: [String] {
        let binaries = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let lld = binaries.appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }
}
