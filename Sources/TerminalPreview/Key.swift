#if canImport(Glibc)
import Glibc
#endif

/// A key a person pressed in a live preview.
enum Key: Equatable {
    case tab, shiftTab, enter, space, escape, backspace
    /// Ctrl-C, which always leaves (the terminal is raw, so it is a key, not SIGINT).
    case interrupt
    case left, right, up, down
    case character(Character)

    /// Waits up to `milliseconds` for keys on standard input; empty if none came. A held key,
    /// or several typed faster than they are read, arrive in one read: each is returned.
    static func read(timeout milliseconds: Int32) -> [Key] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { return [.escape] }
        return parse(Array(buffer[0..<count]))
    }

    /// Decodes the key presses in `bytes`, in order: characters (UTF-8), control keys and the
    /// escape sequences of arrows and Shift-Tab. A sequence this does not know is skipped.
    static func parse(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F {
                // A control sequence: ESC [ (or ESC O, an application-mode arrow), parameters, a final letter.
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                if end < bytes.count, let key = sequenceKeys[bytes[end]] { keys.append(key) }
                index = end + 1
                continue
            }
            if let key = controlKeys[byte] {
                keys.append(key)
                index += 1
                continue
            }
            // A character takes as many bytes as its first byte says.
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            let end = min(index + length, bytes.count)
            if let text = String(validating: bytes[index..<end], as: UTF8.self), let character = text.first, byte >= 0x20 {
                keys.append(.character(character))
            }
            index = end
        }
        return keys
    }

    private static let controlKeys: [UInt8: Key] = [
        0x09: .tab, 0x0D: .enter, 0x0A: .enter, 0x20: .space, 0x1B: .escape,
        0x7F: .backspace, 0x08: .backspace, 0x03: .interrupt,
    ]

    /// The final byte of the control sequences a terminal sends for these keys.
    private static let sequenceKeys: [UInt8: Key] = [
        0x5A: .shiftTab, 0x44: .left, 0x43: .right, 0x41: .up, 0x42: .down,
    ]
}
