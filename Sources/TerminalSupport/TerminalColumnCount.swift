/// About how many terminal columns text takes: two for emoji and the common East Asian wide
/// blocks, none for combining marks, one for anything else. (The runtime's exact table is
/// internal to it; an odd character only shifts what follows it on its line.)
public enum TerminalColumnCount {
    /// The columns `scalar` takes: 0 for combining marks, 2 for emoji and wide East Asian characters, else 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { return 0 }
        let wide = properties.isEmojiPresentation || (0x1100...0x115F).contains(scalar.value)
            || (0x2E80...0xA4CF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
            || (0x20000...0x3FFFD).contains(scalar.value)
        return wide ? 2 : 1
    }

    /// The columns a line takes on the terminal; colour escapes (`ESC [ … m`) take none.
    public static func of(_ line: some StringProtocol) -> Int {
        var count = 0
        var inEscape = false
        for scalar in line.unicodeScalars {
            if inEscape {
                inEscape = !endsEscape(scalar)
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                count += of(scalar)
            }
        }
        return count
    }

    /// Whether `scalar` is the final byte of an escape sequence (`m` in `ESC [ 3 1 m`).
    public static func endsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (0x40...0x7E).contains(scalar.value) && scalar != "["
    }
}
