import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The learner's home folder: the one rule for every path learn makes from it
/// (`~/learn-exercises`, `~/.local/share/learn`, `~/.cache/learn`, the REPL's history), and for
/// writing paths the way a learner types them: `~/learn-exercises/badge.swift`.
///
/// It is `HOME` when that is an absolute path. An empty or relative `HOME` counts as unset (a
/// relative one would name a folder under wherever learn was started), and then it is the home
/// folder of the user's account, when that is absolute. When neither is, there is no usable
/// home: `learn` says so and stops at its start (exit status 2) rather than write somewhere
/// unexpected.
package struct HomeFolder: Sendable, Equatable {
    package let path: String

    /// The home folder under `environment`, or nil when there is no usable one.
    /// - Parameter accountHome: The home folder of the user's account (``accountHome()``).
    package init?(environment: [String: String], accountHome: String?) {
        guard let home = [environment["HOME"], accountHome].compactMap({ $0 }).first(where: { $0.hasPrefix("/") }) else {
            return nil
        }
        path = URL(fileURLWithPath: home).standardizedFileURL.path
    }

    /// The home folder learn makes its paths from. `learn` checks at its start that there is a
    /// usable one (``missing``), so reaching here without one is a mistake of learn's own, and
    /// it stops before anything is written.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let home = HomeFolder(environment: environment, accountHome: Self.accountHome()) else {
            preconditionFailure(Self.missing)
        }
        self = home
    }

    /// What learn says when there is no usable home folder.
    package static let missing = """
        learn cannot tell where your home folder is: HOME is unset, empty or not an absolute path, \
        and your user account names none. Nothing was written. Set HOME to your home folder \
        (export HOME=/home/you) and start learn again.
        """

    /// The home folder the password database gives the user learn runs as, or nil.
    package static func accountHome() -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress, getpwuid_r(getuid(), &entry, start, buffer.count, &found) == 0, found != nil,
                  let directory = entry.pw_dir else { return nil }
            return String(cString: directory)
        }
    }

    /// `path` with the home folder written `~`.
    package func abbreviating(_ file: URL) -> String {
        let full = file.standardizedFileURL.path
        guard path != "/", full.hasPrefix(path + "/") else { return full }
        return "~" + full.dropFirst(path.count)
    }

    /// What the learner typed with a leading `~` or `~/` expanded, as a shell does; any other
    /// path as it is.
    package func expanding(_ typed: String) -> String {
        guard typed == "~" || typed.hasPrefix("~/") else { return typed }
        return path + typed.dropFirst()
    }
}
