/// How many colours the terminal shows; `.none` draws plain text.
public enum ColorDepth: Sendable {
    /// Plain text without escape codes: for tests, pipes and NO_COLOR.
    case none
    /// The 16 standard ANSI colours, whose exact shades the terminal's theme decides.
    case ansi16
    /// The xterm 256-colour palette: a 6×6×6 colour cube and a grey ramp.
    case ansi256
    /// 24-bit colour.
    case trueColor
}
