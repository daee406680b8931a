#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Counting processes in `/proc`, as `RLIMIT_NPROC` counts them and as a fork bomb is seen.
package enum ProcessCount {
    /// The processes in the process group `group`: those whose `stat` names it as their group
    /// (the fifth field, after the name in parentheses, which may hold spaces).
    package static func inGroup(_ group: pid_t) -> UInt64 {
        var count: UInt64 = 0
        forEachProcess { pid in
            guard let stat = read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, fields[2] == "\(group)" { count += 1 }
        }
        return count
    }

    /// The processes and threads of this process's user: the `Threads:` of every `/proc/PID`
    /// the user owns.
    package static func ofThisUser() -> UInt64 {
        let user = getuid()
        var count: UInt64 = 0
        forEachProcess { pid in
            var status = stat()
            guard stat("/proc/\(pid)", &status) == 0, status.st_uid == user else { return }
            count += threads(of: pid) ?? 1
        }
        return count
    }

    /// The `Threads:` of `/proc/PID/status`; `nil` when the process has gone.
    static func threads(of pid: Substring) -> UInt64? {
        read("/proc/\(pid)/status")?.split(separator: "\n")
            .first { $0.hasPrefix("Threads:") }
            .flatMap { UInt64($0.dropFirst("Threads:".count).filter { $0 != " " && $0 != "\t" }) }
    }

    static func forEachProcess(_ body: (Substring) -> Void) {
        guard let proc = opendir("/proc") else { return }
        defer { closedir(proc) }
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.first?.isNumber == true { body(name[...]) }
        }
    }

    /// A small file of `/proc`, read whole; `nil` when the process has gone.
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(descriptor, &bytes, bytes.count)
        return count > 0 ? String(decoding: bytes.prefix(count), as: UTF8.self) : nil
    }
}

extension ProcessCount {
    /// The processes and threads in the PID namespace of `parent`'s first child (a sandbox's
    /// first process, whose namespace holds all it starts, whatever session or group they
    /// make): every process whose `ns/pid` is that namespace, each counted by its `Threads:`.
    package static func inNamespace(ofChildrenOf parent: pid_t) -> UInt64 {
        guard let children = read("/proc/\(parent)/task/\(parent)/children"),
              let first = children.split(separator: " ").first,
              let namespace = link("/proc/\(first)/ns/pid") else { return 0 }
        var count: UInt64 = 0
        forEachProcess { pid in
            guard link("/proc/\(pid)/ns/pid") == namespace else { return }
            count += threads(of: pid) ?? 1
        }
        return count
    }

    private static func link(_ path: String) -> String? {
        var bytes = [CChar](repeating: 0, count: 128)
        let count = readlink(path, &bytes, bytes.count - 1)
        return count > 0 ? String(decoding: bytes.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }
}
