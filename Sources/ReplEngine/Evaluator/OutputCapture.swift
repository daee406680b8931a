import Foundation

/// What the evaluator printed during one request, read from its output pipe as it arrives.
///
/// Kept up to a limit, so that an endless loop printing as fast as it can fills neither
/// memory nor the learner's screen before its timeout; the pipe is still emptied, so the
/// program never blocks on it.
struct OutputCapture {
    private static let limit = 1 << 20
    private var bytes: [UInt8] = []
    private var leftOut = 0

    /// Reads what `descriptor` (non-blocking) holds now; `false` once the pipe is closed.
    mutating func read(from descriptor: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count == 0 { return false }
            if count < 0 { return errno == EAGAIN || errno == EINTR }
            let room = max(Self.limit - bytes.count, 0)
            bytes += buffer.prefix(min(count, room))
            leftOut += max(count - room, 0)
        }
    }

    /// The bytes read, kept or left out.
    var byteCount: Int { bytes.count + leftOut }

    /// The output as text, with a note when some of it was left out.
    var text: String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard leftOut > 0 else { return text }
        return text + "\n… (\(leftOut) more bytes of output left out)\n"
    }
}
