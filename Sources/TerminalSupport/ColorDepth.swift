/// How many colours an output shows: how a picture is drawn for it. One definition for the
/// runtime's `TerminalHost.render(colors:)`, the REPL's presentation settings, the scenario
/// programs' pictures and the terminal's traits; its raw values are how it crosses a process
/// boundary.
public enum ColorDepth: String, Codable, CaseIterable, Sendable {
    /// Plain text without escape codes: for tests, pipes and NO_COLOR.
    case none
    /// The 16 standard ANSI colours, whose exact shades the terminal's theme decides.
    case ansi16
    /// The xterm 256-colour palette: a 6×6×6 colour cube and a grey ramp.
    case ansi256
    /// 24-bit colour.
    case trueColor
}
