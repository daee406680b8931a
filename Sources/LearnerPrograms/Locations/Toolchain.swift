import Foundation
import LearnerFiles

/// The installed Swift toolchain that compiles learner code.
package struct Toolchain: Sendable {
    /// Absolute path of the `swiftc` executable.
    package let swiftc: String

    /// Finds `swiftc`: the path in `$SWIFTC` if that is set, else the first `swiftc` on `$PATH`.
    /// - Throws: ``ToolchainError`` naming what was missing and where it was looked for.
    package static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ToolchainError) -> Toolchain {
        if let configured = environment["SWIFTC"], !configured.isEmpty {
            let path = URL(fileURLWithPath: configured).standardizedFileURL.path
            guard isExecutableFile(path) else { throw .notExecutable(variableValue: configured) }
            return Toolchain(swiftc: path)
        }
        let searchPath = environment["PATH"] ?? ""
        let candidates = searchPath.split(separator: ":").map { "\($0)/swiftc" }
        guard let found = candidates.first(where: isExecutableFile) else {
            throw .notOnPath(searchPath)
        }
        return Toolchain(swiftc: URL(fileURLWithPath: found).standardizedFileURL.path)
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// Why no usable `swiftc` was found.
package enum ToolchainError: Error, Equatable, CustomStringConvertible {
    case notExecutable(variableValue: String)
    case notOnPath(String)

    package var description: String {
        switch self {
        case .notExecutable(let value):
            "SWIFTC is set to \(value), which is not an executable file; point it at swiftc or unset it"
        case .notOnPath(let searchPath):
            "the Swift compiler `swiftc` was not found on PATH (\(searchPath)); install a Swift toolchain or set SWIFTC to the path of swiftc"
        }
    }
}

extension Toolchain {
    /// The first line of `swiftc --version` (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`),
    /// or `nil` when it could not be run.
    package func version() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").first.map(String.init)
    }

    /// `sourcekit-lsp`, the language server an editor uses for the learner's exercise files:
    /// beside `swiftc`, as the toolchain ships it, or `nil`.
    package var languageServer: String? {
        let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent("sourcekit-lsp").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}

extension Toolchain {
    /// The compiler, by its real path: installing another toolchain changes it.
    package var stamp: FileStamp {
        FileStamp(path: URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path)
    }
}
