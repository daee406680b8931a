import CProcessControl
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

extension ResourceLimits {
    /// Applies the limits to this process, for the program it is about to `exec`; returns in
    /// plain words what could not be applied (a limit is never silently dropped).
    package func apply() -> [String] {
        var unapplied: [String] = []
        func limit(_ resource: Int32, _ name: String, soft: UInt64, hard: UInt64) {
            var value = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard))
            if setrlimit(__rlimit_resource_t(UInt32(resource)), &value) != 0 {
                unapplied.append("\(name) limit: \(String(cString: strerror(errno)))")
            }
        }
        limit(Int32(RLIMIT_AS.rawValue), "memory", soft: memoryBytes, hard: memoryBytes)
        if let processorSeconds {
            // SIGXCPU at the soft limit, which the report names; SIGKILL a second later for a
            // program that catches it.
            limit(Int32(RLIMIT_CPU.rawValue), "processor time", soft: processorSeconds, hard: processorSeconds + 1)
        }
        if Self.isInUserNamespace {
            // In a sandbox's own user namespace the kernel counts the namespace's processes and
            // threads (and not the user's elsewhere). Twice the limit, as below: a backstop that
            // lets learn see the program go over (its control group refusing one, or its count).
            limit(Int32(__RLIMIT_NPROC.rawValue), "process", soft: 2 * processes + 2, hard: 2 * processes + 2)
        } else if getuid() != 0 {
            // The kernel does not apply it to root, so root is spared counting every process;
            // learn also watches the program, for root and everyone.
            let allowed = ProcessCount.ofThisUser() + 2 * processes
            limit(Int32(__RLIMIT_NPROC.rawValue), "process", soft: allowed, hard: allowed)
        }
        limit(Int32(RLIMIT_FSIZE.rawValue), "file size", soft: fileBytes, hard: fileBytes)
        if isolated {
            let refusal = learn_forbid_network()
            if refusal != 0 { unapplied.append("the network is not closed: \(String(cString: strerror(refusal)))") }
        }
        return unapplied
    }

    /// Whether this process runs in a user namespace of its own (a sandbox's): the initial
    /// namespace maps every user id to itself.
    package static var isInUserNamespace: Bool {
        let descriptor = open("/proc/self/uid_map", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &bytes, bytes.count)
        let words = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        return words != ["0", "0", "4294967295"]
    }

    /// Unblocks every signal and gives the signals that end a program their default action, so
    /// that the program starts as from a shell: a mask or an ignored SIGTERM inherited from the
    /// process that started learn would otherwise keep a timeout or a limit from stopping it.
    package static func resetSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGXCPU, SIGXFSZ, SIGPIPE, SIGALRM] {
            Glibc.signal(signal, SIG_DFL)
        }
    }
}
