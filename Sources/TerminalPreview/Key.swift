#if canImport(Glibc)
import Glibc
#endif

/// A key a person pressed in a live preview.
enum Key: Equatable {
    case tab, shiftTab, enter, space, escape, backspace
    case left, right, up, down
    case character(Character)

    /// Waits up to `milliseconds` for a key on standard input; `nil` if none came.
    static func read(timeout milliseconds: Int32) -> Key? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { return .escape }
        return parse(Array(buffer[0..<count]))
    }

    /// Decodes the bytes of one key press, including the escape sequences of arrows and Shift-Tab.
    static func parse(_ bytes: [UInt8]) -> Key? {
        switch bytes {
        case [0x09]: return .tab
        case [0x0D], [0x0A]: return .enter
        case [0x20]: return .space
        case [0x1B]: return .escape
        case [0x7F], [0x08]: return .backspace
        case [0x03]: return .escape
        case [0x1B, 0x5B, 0x5A]: return .shiftTab
        case [0x1B, 0x5B, 0x44]: return .left
        case [0x1B, 0x5B, 0x43]: return .right
        case [0x1B, 0x5B, 0x41]: return .up
        case [0x1B, 0x5B, 0x42]: return .down
        default:
            guard bytes.first != 0x1B, let text = String(bytes: bytes, encoding: .utf8), let first = text.first else { return nil }
            return .character(first)
        }
    }
}
