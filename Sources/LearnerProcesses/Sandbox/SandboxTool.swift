import Foundation
import LearnerFiles

/// Whether this machine can sandbox learner programs, and with which `bwrap`: found on PATH (or
/// `$LEARN_BWRAP`), and tried by starting `true` in the namespaces a ``Sandbox`` makes. A trial
/// that worked is kept in learn's cache folder for the same `bwrap`, boot and user, as a trial
/// costs a check about a twentieth of its time. A container without user namespaces, or a
/// machine without bubblewrap, runs programs with their resource limits alone; learn says so
/// once, on standard error.
package struct SandboxTool: Sendable {
    /// `bwrap`'s path, or `nil` where programs run without a sandbox.
    package let bubblewrap: String?
    /// Why there is no sandbox, in words that follow "because", when there is none.
    package let unavailableReason: String?

    /// The answer for this process, found the first time it is asked.
    package static let current: SandboxTool = {
        let tool = probe(environment: ProcessInfo.processInfo.environment)
        if let reason = tool.unavailableReason {
            FileHandle.standardError.write(Data("""
                learn: learner programs run without a sandbox here, because \(reason). They still run \
                under learn's resource limits, but can read what you can and outlive a check; \
                `learn doctor` says more.\n
                """.utf8))
        }
        return tool
    }()

    /// One line for `learn doctor`.
    package var summary: String {
        if let bubblewrap { return "in a sandbox: \(bubblewrap) (own PID, user, IPC and, for checks, network namespaces)" }
        return "without a sandbox (resource limits only), because \(unavailableReason ?? "")"
    }

    package static func probe(environment: [String: String]) -> SandboxTool {
        if environment["LEARN_SANDBOX"] == "off" {
            return SandboxTool(bubblewrap: nil, unavailableReason: "LEARN_SANDBOX is off")
        }
        let candidates = environment["LEARN_BWRAP"].map { [$0] }
            ?? (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { $0 + "/bwrap" }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return SandboxTool(bubblewrap: nil, unavailableReason: "bubblewrap is not installed (apt-get install bubblewrap)")
        }
        let cache = CacheFolder(environment: environment)
        let key = TrialKey(bubblewrap: FileStamp(path: path))
        if let data = cache.read(Self.trialFile), (try? JSONDecoder().decode(TrialKey.self, from: data)) == key {
            return SandboxTool(bubblewrap: path, unavailableReason: nil)
        }
        let tool = trial(of: path)
        if tool.bubblewrap != nil, let data = try? JSONEncoder().encode(key) { cache.write(data, to: Self.trialFile) }
        return tool
    }

    private static let trialFile = "sandbox-trial.json"

    /// What a trial's answer holds for: this `bwrap`, this boot of the machine (whose settings
    /// may change at the next), this user, and the kernel's user-namespace settings.
    private struct TrialKey: Codable, Equatable {
        let bubblewrap: FileStamp
        let boot: String
        let user: UInt32
        let namespaces: String

        init(bubblewrap: FileStamp) {
            self.bubblewrap = bubblewrap
            boot = Self.text("/proc/sys/kernel/random/boot_id")
            user = getuid()
            namespaces = Self.text("/proc/sys/user/max_user_namespaces") + Self.text("/proc/sys/kernel/unprivileged_userns_clone")
        }

        private static func text(_ path: String) -> String {
            (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).readToEnd()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }

    /// Starts `true` in the sandbox's namespaces with `path`.
    private static func trial(of path: String) -> SandboxTool {
        let trial = Sandbox(readable: [], network: .closed, workingDirectory: "/")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = trial.bubblewrapArguments + ["true"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return SandboxTool(bubblewrap: nil, unavailableReason: "\(path) could not be started: \(error)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return SandboxTool(bubblewrap: nil, unavailableReason: "this machine does not let \(path) make namespaces ("
                               + (said.isEmpty ? "status \(process.terminationStatus)" : said) + ")")
        }
        return SandboxTool(bubblewrap: path, unavailableReason: nil)
    }
}
