/// Whether the terminal's own background is dark or light: the terminal's palette, which
/// pictures are drawn for.
///
/// It is not SwiftUI's `ColorScheme`. The colour scheme (`:scheme`, `colorScheme` in the
/// environment) decides what colours views resolve to: `Color.primary` is black in light.
/// The terminal's background is what those colours land on; black shapes vanish on a dark one.
///
/// Decided once per program (``of(environment:input:output:)``): `LEARN_TERMINAL_BACKGROUND`
/// (`dark` or `light`) when set; else the terminal's answer to the OSC 11 query, asked only
/// when input and output are both a terminal that shows colours; else dark, the common default.
public enum TerminalBackground: String, Sendable {
    /// A dark or a light background.
    case dark, light

    /// The environment variable that says which background the terminal has, so that learn
    /// does not ask; `learn run` sets it for the programs it runs, which cannot ask themselves.
    public static let environmentVariable = "LEARN_TERMINAL_BACKGROUND"

    /// The background of the terminal on `input` and `output`, as the type's documentation says.
    /// Where pictures have no colours (`TerminalTraits`), it does not matter, and is not asked.
    public static func of(environment: [String: String], input: Int32, output: Int32) -> TerminalBackground {
        if let told = told(in: environment) { return told }
        guard TerminalTraits.of(descriptor: output, environment: environment).colors != .none,
              let answer = BackgroundColorQuery(input: input, output: output)?.ask() else { return .dark }
        return TerminalBackground(oscReply: answer) ?? .dark
    }

    /// The background `LEARN_TERMINAL_BACKGROUND` names, if it names one.
    public static func told(in environment: [String: String]) -> TerminalBackground? {
        environment[environmentVariable].flatMap(TerminalBackground.init(rawValue:))
    }

    /// Reads a terminal's answer to OSC 11 (xterm's "Operating System Commands": `ESC ] 11 ; ?`
    /// asks for the background colour), which is `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or
    /// by ST (`ESC \`); each component has 1 to 4 hex digits. A background whose relative
    /// luminance (ITU-R BT.709 weights) is over one half is light. `nil` for anything else.
    public init?(oscReply: String) {
        guard let start = oscReply.firstRange(of: "\u{1B}]11;rgb:") else { return nil }
        let rest = oscReply[start.upperBound...]
        let body = rest.prefix { $0 != "\u{07}" && $0 != "\u{1B}" }
        guard body.endIndex < rest.endIndex else { return nil }
        let channels = body.split(separator: "/", omittingEmptySubsequences: false).map { hex -> Double? in
            guard (1...4).contains(hex.count), let value = UInt32(hex, radix: 16) else { return nil }
            return Double(value) / Double((1 << (4 * hex.count)) - 1)
        }
        guard channels.count == 3, let red = channels[0], let green = channels[1], let blue = channels[2] else { return nil }
        self = 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5 ? .light : .dark
    }
}
