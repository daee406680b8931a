import Foundation
import LearnerFiles

/// The directory holding the built runtime: `libSwiftUI.so` and the `Modules/` folder with
/// the `SwiftUI` and `TerminalPreview` modules that learner code imports.
package struct RuntimeLocation: Sendable {
    /// The directory that holds `libSwiftUI.so` and `Modules/`.
    package let directory: String

    /// The runtime library, which a process that runs learner code loads once.
    package var library: String { directory + "/" + Self.libraryName }

    static let libraryName = "libSwiftUI.so"

    /// The folder passed to the compiler with `-I`.
    package var modulesDirectory: String { directory + "/Modules" }

    /// Files that must exist for learner code to compile and link against the runtime.
    static let requiredFiles = [
        libraryName,
        "Modules/SwiftUI.swiftmodule",
        "Modules/TerminalPreview.swiftmodule",
    ]

    /// Finds the runtime: in `$LEARN_RUNTIME_DIR` if that is set, else next to the running
    /// executable (SwiftPM puts `learn` and `libSwiftUI.so` in the same build folder).
    /// - Throws: ``RuntimeLocationError`` naming the folder searched and the missing file.
    package static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RuntimeLocationError) -> RuntimeLocation {
        let directory: String
        let configured = environment["LEARN_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        if let configured {
            directory = URL(fileURLWithPath: configured).standardizedFileURL.path
        } else {
            directory = try executableDirectory()
        }
        let missing = requiredFiles.filter {
            !FileManager.default.fileExists(atPath: directory + "/" + $0)
        }
        guard missing.isEmpty else {
            throw .missing(missing, directory: directory, fromEnvironment: configured != nil)
        }
        return RuntimeLocation(directory: directory)
    }

    /// The real directory of the running executable, with symlinks resolved, because
    /// `.build/debug` is itself a symlink to the platform-specific build folder.
    package static func executableDirectory() throws(RuntimeLocationError) -> String {
        guard let executable = RunningExecutable.url else { throw .executableUnknown }
        return executable.deletingLastPathComponent().path
    }
}

/// Why the runtime could not be found.
package enum RuntimeLocationError: Error, Equatable, CustomStringConvertible {
    case missing([String], directory: String, fromEnvironment: Bool)
    case executableUnknown

    package var description: String {
        switch self {
        case .missing(let files, let directory, fromEnvironment: false):
            "the SwiftUI runtime library was not found next to learn (looked in \(directory), missing \(files.joined(separator: ", "))); build it with `swift build`"
        case .missing(let files, let directory, fromEnvironment: true):
            "the SwiftUI runtime library was not found in LEARN_RUNTIME_DIR (looked in \(directory), missing \(files.joined(separator: ", "))); point it at the build folder holding libSwiftUI.so, or unset it"
        case .executableUnknown:
            "the SwiftUI runtime library was not found: /proc/self/exe does not say where learn is; set LEARN_RUNTIME_DIR to the folder holding libSwiftUI.so"
        }
    }
}

extension RuntimeLocation {
    /// The compiler that built the runtime, as SwiftPM recorded it beside the build
    /// (`swift-version-….txt`, which the install script copies): its first line.
    package var builtWith: String? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        guard let file = files.first(where: { $0.hasPrefix("swift-version-") && $0.hasSuffix(".txt") }),
              let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first.map(String.init)
    }

    /// The prefix learn was installed under by `install.sh` (its runtime in `PREFIX/lib/learn`),
    /// or `nil` for a build folder.
    package var installPrefix: String? {
        guard directory.hasSuffix("/lib/learn") else { return nil }
        return String(directory.dropLast("/lib/learn".count))
    }
}
