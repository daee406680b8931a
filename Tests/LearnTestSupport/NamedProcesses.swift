import Foundation

/// Processes found by a name they give themselves, for tests of what a learner's program
/// starts: in a sandbox's PID namespace their ids are not the machine's, and a daemon that
/// outlives its program is found the same way.
public enum NamedProcesses {
    /// A random name for one test's processes, short enough for `/proc/PID/comm` (15 bytes).
    public static func uniqueName() -> String {
        "lrn" + String(UInt32.random(in: 10_000...99_999))
    }

    /// Swift statements, for a learner's program that imports Glibc (or SwiftUI), that give the
    /// running process the name `name` by writing `/proc/self/comm`.
    public static func naming(_ name: String) -> String {
        """
        do {
            let comm = open("/proc/self/comm", O_WRONLY)
            _ = write(comm, "\(name)", \(name.utf8.count))
            close(comm)
        }
        """
    }

    /// The processes running now whose name starts with `prefix`, by their ids.
    public static func running(named prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
            pid.first?.isNumber == true
                && (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix(prefix) == true
        }
    }

    /// Waits up to `seconds` for a process named `prefix` to run; whether one did.
    public static func waitForOne(named prefix: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while running(named: prefix).isEmpty && Date() < deadline { usleep(20_000) }
        return !running(named: prefix).isEmpty
    }
}
