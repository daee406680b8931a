/// One of ``ResourceLimits``, as the reason a program was stopped.
package enum ResourceLimit: Equatable, Sendable, CustomStringConvertible {
    case memory(bytes: UInt64)
    case processorTime(seconds: UInt64)
    case processes(count: UInt64)
    case fileSize(bytes: UInt64)
    case output(bytes: UInt64)
    /// It opened an internet socket where the network is closed (``ResourceLimits/isolated``).
    case network

    /// What the program did, after its name: "used more than 2 GiB of memory, …".
    package var description: String {
        switch self {
        case .memory(let bytes):
            "used more than \(Self.size(bytes)) of memory, the most a learner's program may use (is something allocating in a loop?)"
        case .processorTime(let seconds):
            "used more than \(seconds) s of processor time, the most a learner's program may use (an endless loop?)"
        case .processes(let count):
            "started more than \(count) processes or threads, the most a learner's program may start (is something starting processes in a loop?)"
        case .fileSize(let bytes):
            "wrote a file larger than \(Self.size(bytes)), the largest a learner's program may write"
        case .output(let bytes):
            "printed more than \(Self.size(bytes)), the most a learner's program may print (is something printing in a loop?)"
        case .network:
            "tried to use the network, which a program being checked may not"
        }
    }

    /// "2 GiB", "16 MiB", "512 KiB", "100 bytes": the largest unit that divides the size.
    static func size(_ bytes: UInt64) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
