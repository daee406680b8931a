import Foundation
import LearnerPrograms

/// Where the toolchain's `liblldb.so` is, and the Python library it needs (issue 28).
///
/// The toolchain's liblldb is linked against `libpython3.10.so.1.0`, which Debian's packages do
/// not provide on the machines learn runs on; pyenv's Python 3.10 does, where it is installed.
/// Loading that library first satisfies liblldb's dependency.
package struct LLDBLibraries: Sendable {
    /// `liblldb.so`, beside the toolchain's `swiftc`.
    package let lldb: String
    /// The Python library to load first, or `nil` when the system's loader finds it itself.
    package let python: String?

    /// The libraries of `toolchain`, or `nil` (and why) when it has no liblldb or no Python 3.10
    /// library can be found.
    package static func find(for toolchain: Toolchain) -> Result<LLDBLibraries, LLDBUnavailable> {
        let bin = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let lldb = bin.deletingLastPathComponent().appendingPathComponent("lib/liblldb.so").path
        guard FileManager.default.fileExists(atPath: lldb) else { return .failure(.noLibrary(lldb)) }
        guard let python = pythonCandidates().first(where: FileManager.default.fileExists(atPath:)) else {
            return .failure(.noPython)
        }
        return .success(LLDBLibraries(lldb: lldb, python: python))
    }

    /// Where a Python 3.10 shared library usually is: Debian's place, /usr/local, and pyenv's
    /// versions (the newest first).
    private static func pythonCandidates() -> [String] {
        let name = "libpython3.10.so.1.0"
        var candidates = ["/usr/lib/x86_64-linux-gnu/" + name, "/usr/lib/aarch64-linux-gnu/" + name, "/usr/local/lib/" + name]
        let homes = [FileManager.default.homeDirectoryForCurrentUser.path, "/root"]
        for home in homes {
            let versions = home + "/.pyenv/versions"
            let found = (try? FileManager.default.contentsOfDirectory(atPath: versions)) ?? []
            for version in found.filter({ $0.hasPrefix("3.10") }).sorted().reversed() {
                candidates.append(versions + "/" + version + "/lib/" + name)
            }
        }
        return candidates
    }
}

/// Why LLDB's in-memory compiler cannot be used on this machine.
package enum LLDBUnavailable: Error, Equatable, CustomStringConvertible {
    case noLibrary(String)
    case noPython
    /// `learn-debugger` is not beside `learn-evaluator`.
    case noDebugger(String)
    /// Learner code runs without a sandbox here (why), and the debugger runs only inside one.
    case noSandbox(String)

    package var description: String {
        switch self {
        case .noLibrary(let path): "the toolchain has no liblldb (looked for \(path))"
        case .noPython: "liblldb needs libpython3.10.so.1.0, and none was found (pyenv's Python 3.10 has one)"
        case .noDebugger(let path): "\(path) is missing; build it with `swift build`"
        case .noSandbox(let reason): "it runs only in a sandbox, and there is none (\(reason))"
        }
    }
}
