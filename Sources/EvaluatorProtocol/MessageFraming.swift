#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// How messages travel on the evaluator's channel (its file descriptor
/// ``MessageFraming/channelDescriptor``): a 4-byte little-endian length, then that many bytes.
/// Presentation records use the same length field (``PresentationRecord``).
public enum MessageFraming {
    /// The evaluator's file descriptor for requests and replies, apart from its standard output.
    public static let channelDescriptor: Int32 = 3
    /// The bytes of the length field.
    public static let headerSize = 4

    /// `body` with its length in front.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        lengthField(body.count) + body
    }

    /// `count` as the 4-byte little-endian length field.
    public static func lengthField(_ count: Int) -> [UInt8] {
        let length = UInt32(count)
        return (0..<headerSize).map { UInt8(truncatingIfNeeded: length >> ($0 * 8)) }
    }

    /// The length in the field that starts at `start` of `bytes` (which holds all 4 bytes).
    public static func length<Bytes: RandomAccessCollection>(in bytes: Bytes, at start: Bytes.Index) -> Int
    where Bytes.Element == UInt8 {
        (0..<headerSize).reduce(0) { $0 | Int(bytes[bytes.index(start, offsetBy: $1)]) << ($1 * 8) }
    }

    /// The first complete message in `buffer`, if one has arrived, and the bytes it took.
    public static func firstMessage(in buffer: [UInt8]) -> (body: [UInt8], consumed: Int)? {
        guard buffer.count >= headerSize else { return nil }
        let length = length(in: buffer, at: 0)
        guard buffer.count >= headerSize + length else { return nil }
        return (Array(buffer[headerSize..<headerSize + length]), headerSize + length)
    }

    /// The next message on `descriptor`, read to its end (waiting for it), or `nil` when the
    /// other end has closed it: what the evaluator and `learn-debugger` read, one at a time.
    public static func read(from descriptor: Int32) -> [UInt8]? {
        guard let header = readExactly(headerSize, from: descriptor) else { return nil }
        return readExactly(length(in: header, at: 0), from: descriptor)
    }

    /// Writes `body` framed to `descriptor`; `false` when the other end is gone (never SIGPIPE).
    public static func write(_ body: [UInt8], to descriptor: Int32) -> Bool {
        let message = frame(body)
        var sent = 0
        while sent < message.count {
            let result = message.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + sent, message.count - sent, Int32(MSG_NOSIGNAL))
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            sent += result
        }
        return true
    }

    private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            let result = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + received, count - received) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return nil }
            received += result
        }
        return bytes
    }
}
