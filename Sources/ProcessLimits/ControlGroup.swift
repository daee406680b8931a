#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Synchronization

/// A control group of the kernel that holds one learner program, so that its memory and its
/// processes and threads are limited together, whatever it forks (rlimits count each process
/// on its own, and `RLIMIT_NPROC` not at all for root).
///
/// Made where learn may make one: under learn's own group in the unified hierarchy (cgroup v2)
/// when the `memory` and `pids` controllers are delegated to it, else in the `memory` and `pids`
/// hierarchies of cgroup v1 when they are writable (root on a host that mounts them). Elsewhere
/// there is none, and the program's limits are what rlimits and learn's watching give.
/// `learn-limits` joins the program to it (``join(_:)``) before the program's first instruction.
package struct ControlGroup: Sendable {
    /// One folder per hierarchy: one for v2, one per controller for v1.
    package let folders: [String]
    private let version: Int

    /// Makes a group for one program under the limits, or `nil` where none can be made here.
    package static func make(memoryBytes: UInt64, processes: UInt64) -> ControlGroup? {
        removeLeftOver()
        let name = "learn-\(getpid())-\(nextSerial())"
        if let group = unified(named: name, memoryBytes: memoryBytes, processes: processes) { return group }
        return legacy(named: name, memoryBytes: memoryBytes, processes: processes)
    }

    /// Moves the calling process into every folder of the group; what it starts follows it.
    /// Returns what could not be done, in plain words.
    package static func join(_ folders: [String]) -> [String] {
        folders.compactMap { folder in
            write("\(getpid())", to: folder + "/cgroup.procs") ? nil : "could not join the control group \(folder)"
        }
    }

    /// The processes and threads in the group now.
    package var taskCount: UInt64 {
        Self.read(pidsFolder + "/pids.current").flatMap { UInt64($0) } ?? 0
    }

    /// Whether the group refused a process or thread because it held as many as it may.
    package var refusedProcesses: Bool {
        (Self.field("max", in: pidsFolder + "/pids.events") ?? 0) > 0
    }

    /// The most memory the group's processes held together, in bytes.
    package var peakMemoryBytes: UInt64 {
        let file = version == 2 ? "/memory.peak" : "/memory.max_usage_in_bytes"
        return Self.read(folders[0] + file).flatMap { UInt64($0) } ?? 0
    }

    /// Whether the kernel killed a process of the group for using more memory than it may.
    package var killedForMemory: Bool {
        version == 2
            ? (Self.field("oom_kill", in: folders[0] + "/memory.events") ?? 0) > 0
            : (Self.field("oom_kill", in: folders[0] + "/memory.oom_control") ?? 0) > 0
    }

    /// Kills every process still in the group and removes it, without waiting: a folder empties
    /// only once its last process is reaped, and a sandbox's first process is reaped by the
    /// machine's init, in its own time. A folder still busy is removed when this process next
    /// makes a group (or, once it has ended, by the next learn: ``removeLeftOver()``).
    package func remove() {
        for folder in folders {
            for pid in (Self.read(folder + "/cgroup.procs") ?? "").split(separator: "\n").compactMap({ pid_t($0) }) {
                kill(pid, SIGKILL)
            }
        }
        let busy = folders.filter { rmdir($0) != 0 && errno == EBUSY }
        if !busy.isEmpty { Self.busyFolders.withLock { $0 += busy } }
    }

    private var pidsFolder: String { version == 2 ? folders[0] : folders[1] }

    // MARK: - Making one

    private static func unified(named name: String, memoryBytes: UInt64, processes: UInt64) -> ControlGroup? {
        guard let own = ownPath(controller: nil),
              let controllers = read("/sys/fs/cgroup/cgroup.controllers") else { return nil }
        let available = controllers.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard available.contains("memory"), available.contains("pids") else { return nil }
        let parent = "/sys/fs/cgroup" + (own == "/" ? "" : own)
        let subtree = read(parent + "/cgroup.subtree_control") ?? ""
        guard subtree.contains("memory") && subtree.contains("pids")
                || write("+memory +pids", to: parent + "/cgroup.subtree_control") else { return nil }
        let folder = parent + "/" + name
        guard mkdir(folder, 0o755) == 0 else { return nil }
        let group = ControlGroup(folders: [folder], version: 2)
        guard write("\(memoryBytes)", to: folder + "/memory.max"), write("\(processes)", to: folder + "/pids.max") else {
            group.remove()
            return nil
        }
        _ = write("0", to: folder + "/memory.swap.max")
        return group
    }

    private static func legacy(named name: String, memoryBytes: UInt64, processes: UInt64) -> ControlGroup? {
        var folders: [String] = []
        for controller in ["memory", "pids"] {
            guard let own = ownPath(controller: controller), let mount = mountPoint(of: controller) else { break }
            let folder = mount + (own == "/" ? "" : own) + "/" + name
            guard mkdir(folder, 0o755) == 0 else { break }
            folders.append(folder)
        }
        let group = ControlGroup(folders: folders, version: 1)
        guard folders.count == 2,
              write("\(memoryBytes)", to: folders[0] + "/memory.limit_in_bytes"),
              write("\(processes)", to: folders[1] + "/pids.max") else {
            group.remove()
            return nil
        }
        // Memory and swap together, where the kernel counts swap: a program cannot swap its way past it.
        _ = write("\(memoryBytes)", to: folders[0] + "/memory.memsw.limit_in_bytes")
        return group
    }

    /// Removes the groups left behind: this process's that were still busy when removed, and,
    /// once per process, the empty groups of learn processes that have ended (one killed by
    /// SIGKILL could not remove its own).
    private static func removeLeftOver() {
        busyFolders.withLock { folders in
            folders.removeAll { rmdir($0) == 0 || errno == ENOENT }
        }
        guard !sweptEnded.exchange(true, ordering: .relaxed) else { return }
        let parents = [ownPath(controller: nil).map { "/sys/fs/cgroup" + ($0 == "/" ? "" : $0) }]
            + ["memory", "pids"].map { controller in
                ownPath(controller: controller).flatMap { own in mountPoint(of: controller).map { $0 + (own == "/" ? "" : own) } }
            }
        for parent in parents.compactMap({ $0 }) { removeGroupsOfEndedProcesses(in: parent) }
    }

    private static let busyFolders = Mutex<[String]>([])
    private static let sweptEnded = Atomic<Bool>(false)

    /// Removes the empty groups in `parent` whose learn process has ended.
    private static func removeGroupsOfEndedProcesses(in parent: String) {
        guard let folder = opendir(parent) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let parts = name.split(separator: "-")
            guard parts.count == 3, parts[0] == "learn", let owner = pid_t(parts[1]),
                  kill(owner, 0) != 0, errno == ESRCH else { continue }
            rmdir(parent + "/" + name)
        }
    }

    /// This process's group in the v1 hierarchy of `controller`, or in the unified one (`nil`),
    /// from `/proc/self/cgroup` (`4:memory:/a/b`, `0::/a/b`).
    private static func ownPath(controller: String?) -> String? {
        for line in (read("/proc/self/cgroup") ?? "").split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if let controller {
                if fields[1].split(separator: ",").contains(Substring(controller)) { return String(fields[2]) }
            } else if fields[0] == "0" && fields[1].isEmpty {
                return String(fields[2])
            }
        }
        return nil
    }

    /// Where the v1 hierarchy of `controller` is mounted, from `/proc/self/mountinfo`, when
    /// its root is the hierarchy's root.
    private static func mountPoint(of controller: String) -> String? {
        for line in (read("/proc/self/mountinfo") ?? "").split(separator: "\n") {
            let halves = line.split(separator: " - ", maxSplits: 1)
            guard halves.count == 2 else { continue }
            let before = halves[0].split(separator: " "), after = halves[1].split(separator: " ")
            guard before.count >= 5, after.count >= 3, after[0] == "cgroup", before[3] == "/",
                  after[2].split(separator: ",").contains(Substring(controller)) else { continue }
            return String(before[4])
        }
        return nil
    }

    // MARK: - Files

    private static func field(_ name: String, in file: String) -> UInt64? {
        for line in (read(file) ?? "").split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == name { return UInt64(words[1]) }
        }
        return nil
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            text += buffer.prefix(count)
        }
        return String(decoding: text, as: UTF8.self).trimmingTrailingNewlines
    }

    private static func write(_ value: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(value.utf8)
        return Glibc.write(descriptor, bytes, bytes.count) == bytes.count
    }

    private static let serial = Atomic<Int>(0)

    /// A number no other group of this process has: checks run several programs at once.
    private static func nextSerial() -> Int {
        serial.add(1, ordering: .relaxed).newValue
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
