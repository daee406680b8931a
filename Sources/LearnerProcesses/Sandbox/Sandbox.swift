import Foundation
import TerminalSupport

/// What a learner's program (or the compiler working on a learner's file) can see and reach:
/// it runs inside bubblewrap (`bwrap`, the sandbox Flatpak uses), in namespaces of its own.
///
/// Inside, the program sees the system's `/usr` and a few files of `/etc` (the loader's cache,
/// time zone, names of users and hosts, certificates), the Swift toolchain and ``readable``
/// read-only; ``writable`` read-write; a private `/tmp` and home of ``scratchBytes`` each; its
/// own `/proc` and `/dev`. It is alone in its PID namespace (nothing it starts outlives it: the
/// namespace ends with its first process, which dies with learn), with no capabilities and no
/// further user namespaces, in a session of its own unless it is lent the terminal, with the
/// network closed (a namespace with nothing in it) or shared (``Network``). It never sees learn's
/// caches, the course's solutions, other submissions or the grader's environment: only the
/// variables ``environment(from:)`` lets through.
///
/// Where the machine cannot make namespaces, ``SandboxTool/current`` says why, once, and
/// programs run with their resource limits alone (`learn doctor` shows which applies).
package struct Sandbox: Sendable {
    /// Whether the program may reach the network.
    package enum Network: Sendable {
        /// A network namespace with nothing in it: a check's program reaches nothing.
        case closed
        /// The machine's network, as a learner's own program would have (`learn run`, the REPL).
        case shared
    }

    /// Host paths the program may read, at the same paths inside.
    package var readable: [String]
    /// Host files and folders it may also write, at the same paths inside.
    package var writable: [String]
    /// Host files it may read at another path inside: each host path with its path inside.
    package var placed: [(host: String, inside: String)] = []
    package var network: Network
    /// The folder it starts in, one of ``readable`` or ``writable``.
    package var workingDirectory: String
    /// Bytes each of the private `/tmp` and home may hold: memory, counted in the program's.
    package var scratchBytes: UInt64 = 64 << 20
    /// Whether the program keeps learn's terminal session (a live preview reads keys from it);
    /// otherwise it gets a session of its own, so it cannot push keys into learn's terminal.
    package var keepsTerminal = false

    package init(readable: [String], writable: [String] = [], network: Network, workingDirectory: String) {
        self.readable = readable
        self.writable = writable
        self.network = network
        self.workingDirectory = workingDirectory
    }

    /// The private home's path inside; `/tmp` is the private temporary folder.
    package static let home = "/home/learner"

    /// The variables a learner's program gets from learn's environment: what says how to draw
    /// and where it runs, never learn's own settings, tokens or the grader's secrets.
    package static let passedVariables: Set<String> = [
        "PATH", "LANG", "LANGUAGE", "TZ", "TERM", "COLORTERM", "NO_COLOR", "COLUMNS", "LINES",
        LiveRequest.liveVariable, TerminalBackground.environmentVariable,
    ]

    /// `environment` (learn's, with what the caller added) cut down to ``passedVariables``, the
    /// `LC_*` locale variables and the `additions`, with a private home and temporary folder:
    /// inside the sandbox its own, else the folders under `scratch`.
    package static func environment(
        from environment: [String: String], keeping additions: [String: String], scratch: String?
    ) -> [String: String] {
        var kept = environment.filter { passedVariables.contains($0.key) || $0.key.hasPrefix("LC_") }
        kept.merge(additions) { _, added in added }
        if SandboxTool.current.bubblewrap != nil {
            kept["HOME"] = home
            kept["TMPDIR"] = "/tmp"
        } else if let scratch {
            kept["HOME"] = scratch + "/home"
            kept["TMPDIR"] = scratch + "/tmp"
        }
        return kept
    }

    /// Makes `scratch`'s home and temporary folders, for a program that runs without a sandbox.
    package static func makeScratch(_ scratch: String) throws {
        for folder in ["home", "tmp"] {
            try FileManager.default.createDirectory(atPath: scratch + "/" + folder, withIntermediateDirectories: true)
        }
    }

    /// `bwrap`'s options before the command it runs.
    package var bubblewrapArguments: [String] {
        var arguments = [
            "--unshare-user", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
            "--disable-userns", "--cap-drop", "ALL", "--die-with-parent", "--hostname", "learn",
        ]
        if network == .closed { arguments.append("--unshare-net") }
        if !keepsTerminal { arguments.append("--new-session") }
        arguments += ["--ro-bind", "/usr", "/usr"]
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                arguments += ["--symlink", target, top]
            } else {
                arguments += ["--ro-bind-try", top, top]
            }
        }
        for file in Self.systemFiles { arguments += ["--ro-bind-try", file, file] }
        arguments += ["--proc", "/proc", "--dev", "/dev"]
        arguments += ["--size", String(scratchBytes), "--tmpfs", "/tmp"]
        arguments += ["--size", String(scratchBytes), "--tmpfs", Self.home]
        for folder in [Self.toolchainFolder].compactMap({ $0 }) + readable {
            arguments += ["--ro-bind", folder, folder]
        }
        for path in writable { arguments += ["--bind", path, path] }
        for file in placed { arguments += ["--ro-bind", file.host, file.inside] }
        arguments += ["--chdir", workingDirectory]
        return arguments
    }

    /// What of `/etc` a program may need: the loader's cache, the time zone, names of users,
    /// groups and hosts, and the certificates a shared network is used with.
    private static let systemFiles = [
        "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime", "/etc/timezone",
        "/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/etc/hosts", "/etc/host.conf", "/etc/resolv.conf",
        "/etc/gai.conf", "/etc/ssl", "/etc/ca-certificates", "/etc/alternatives",
    ]

    /// The Swift toolchain's `usr` folder, whose libraries every Swift program loads: found where
    /// learn's own Swift runtime was loaded from (`…/usr/lib/swift/linux/libswiftCore.so`), so a
    /// toolchain outside `/usr` (`/opt/swift`) is seen too.
    package static let toolchainFolder: String? = {
        // A file of /proc has no size, so it is read to its end rather than by its size.
        guard let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let start = line.firstIndex(of: "/"), line.hasSuffix("/libswiftCore.so") else { continue }
            var folder = URL(fileURLWithPath: String(line[start...])).resolvingSymlinksInPath()
            for _ in 0..<4 { folder.deleteLastPathComponent() }
            return folder.path == "/usr" ? nil : folder.path
        }
        return nil
    }()
}
