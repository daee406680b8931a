import CNetworkFilter
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

extension ResourceLimits {
    /// Applies the limits to this process, for the program it is about to `exec`; returns in
    /// plain words what could not be applied (a limit is never silently dropped).
    public func apply() -> [String] {
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
        // The kernel does not apply it to root, so root is spared counting every process;
        // learn also watches the program's group, for root and everyone.
        if getuid() != 0 {
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
}
