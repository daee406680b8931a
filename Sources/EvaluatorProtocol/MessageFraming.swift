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
}
