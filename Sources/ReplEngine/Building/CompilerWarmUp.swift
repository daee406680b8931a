import LearnerPrograms
import Foundation

/// Builds, in the background, a snippet that only imports what every input imports, so the
/// compiler's module cache (the C modules under Glibc, Foundation and the runtime, built on
/// first use into the compiler's cache, `compiler/` in learn's cache folder) is filled while the learner reads, not
/// during their first input: with an empty cache that input took seconds instead of a
/// fraction of one. An input compiled meanwhile waits on the cache's locks, never builds a
/// module twice. The build is stopped when this value is destroyed.
final class CompilerWarmUp {
    private let stop = StopFlag()

    /// Starts building with `compiler` on a thread of its own.
    init(compiler: SnippetCompiler) {
        Thread { [stop] in
            guard let workspace = try? Workspace(prefix: "learn-warm-up"),
                  let source = try? Self.write(in: workspace)
            else { return }
            let unit = SnippetUnit(source: source, module: "WarmUp", library: workspace.file("libwarm-up.so"),
                                   moduleDirectory: nil, importing: nil)
            _ = try? compiler.builder.build(unit, in: workspace) { stop.isSet ? SIGTERM : nil }
        }.start()
    }

    private static func write(in workspace: borrowing Workspace) throws -> String {
        let file = workspace.file("warm-up.swift")
        try "import SwiftUI\nimport SnippetSupport\n".write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    deinit {
        stop.set()
    }

    /// A flag set on one thread and read on another.
    private final class StopFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }

        func set() { lock.withLock { value = true } }
    }
}
