import Foundation

/// The learner's home folder as a shell knows it (`HOME`), for writing paths the way a
/// learner types them: `~/learn-exercises/badge.swift`.
public struct HomeFolder: Sendable {
    public let path: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        path = URL(fileURLWithPath: home).standardizedFileURL.path
    }

    /// `path` with the home folder written `~`.
    public func abbreviating(_ file: URL) -> String {
        let full = file.standardizedFileURL.path
        guard path != "/", full.hasPrefix(path + "/") else { return full }
        return "~" + full.dropFirst(path.count)
    }

    /// What the learner typed with a leading `~` or `~/` expanded, as a shell does; any other
    /// path as it is.
    public func expanding(_ typed: String) -> String {
        guard typed == "~" || typed.hasPrefix("~/") else { return typed }
        return path + typed.dropFirst()
    }
}
