import Evaluation
import Lessons

/// The commands that change how views are presented: `:size 320x160`, `:scheme dark`,
/// `:rtl on`. The REPL runs them for the learner and the lesson checker for a lesson's `repl`
/// block, in the same way: the last view is drawn again under the new settings.
struct SettingCommand: Sendable {
    let name: String
    let usage: String
    let summary: String
    /// The settings after the command with `argument`, or `nil` when the argument does not fit
    /// (then `usageMessage` says how to use it). `fullWidth` is what `:size` alone proposes.
    let apply: @Sendable (_ argument: String, _ settings: PresentationSettings, _ fullWidth: Double) -> PresentationSettings?
    let usageMessage: String

    static let all: [SettingCommand] = [
        SettingCommand(
            name: "size", usage: "WxH",
            summary: "propose W×H points to views (a cell is 8×16); :size with no value for the terminal's width",
            apply: { argument, settings, fullWidth in
                var settings = settings
                if argument.isEmpty {
                    settings.width = fullWidth
                    settings.height = nil
                } else {
                    guard let size = ProposalSize(parsing: argument) else { return nil }
                    settings.width = size.width
                    settings.height = size.height
                }
                return settings
            },
            usageMessage: "Give a size in points: :size 320x160"),
        SettingCommand(
            name: "scheme", usage: "light|dark", summary: "draw in the light or dark colour scheme",
            apply: { argument, settings, _ in
                guard let scheme = PresentationSettings.ColorScheme(rawValue: argument) else { return nil }
                var settings = settings
                settings.colorScheme = scheme
                return settings
            },
            usageMessage: "Use :scheme light or :scheme dark"),
        SettingCommand(
            name: "rtl", usage: "on|off", summary: "lay views out right to left, or left to right",
            apply: { argument, settings, _ in
                guard argument == "on" || argument == "off" else { return nil }
                var settings = settings
                settings.layoutDirection = argument == "on" ? .rightToLeft : .leftToRight
                return settings
            },
            usageMessage: "Use :rtl on or :rtl off"),
    ]

    /// The command a line (`:size 240x64`) names, with its argument.
    static func command(in line: String) -> (command: SettingCommand, argument: String)? {
        guard line.hasPrefix(":") else { return nil }
        let text = line.dropFirst()
        let name = String(text.prefix { !$0.isWhitespace })
        guard let command = all.first(where: { $0.name == name }) else { return nil }
        return (command, text.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }

    /// The command as the REPL runs it: the learner's settings change, and the last view is
    /// drawn again.
    var replCommand: REPLCommand {
        REPLCommand(name: name, usage: usage, summary: summary) { repl, argument in
            guard let settings = apply(argument, repl.settings, Double(repl.style.columns * 8)) else { return repl.report(usageMessage) }
            repl.settings = settings
            repl.reconfigure()
        }
    }
}
