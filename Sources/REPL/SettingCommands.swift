import Lessons
import ReplEngine
import TerminalSupport

/// The commands that change how views are presented: `:size 320x160`, `:size terminal`,
/// `:scheme dark`, `:rtl on`. The REPL runs them for the learner and the lesson checker for a
/// lesson's `repl` block, in the same way: the last view is drawn again under the new settings.
/// Without an argument, the REPL says what the setting is now.
struct SettingCommand: Sendable {
    let name: String
    let usage: String
    let summary: String
    /// The choices after the command with `argument`, or `nil` when the argument does not fit
    /// (then `usageMessage` says how to use it).
    let apply: @Sendable (_ argument: String, _ choices: PresentationChoices) -> PresentationChoices?
    /// What the setting is now, on a terminal of `style`'s size.
    let describe: @Sendable (_ choices: PresentationChoices, _ style: OutputStyle) -> String
    let usageMessage: String

    static let all: [SettingCommand] = [
        SettingCommand(
            name: "size", usage: "WxH|terminal",
            summary: "propose W×H points to views (a cell is 8×16; nil or ∞ too), or follow the terminal's size; alone: what is proposed",
            apply: { argument, choices in
                var choices = choices
                guard let proposal = argument == "terminal" ? .terminal : Proposal(parsing: argument) else { return nil }
                choices.proposal = proposal
                return choices
            },
            describe: { choices, style in choices.proposal.summary(columns: style.columns, rows: style.rows) },
            usageMessage: "Give a size in points (nil for none, ∞ for infinity), or follow the terminal: :size 320x160, :size nilx160, :size terminal"),
        SettingCommand(
            name: "scheme", usage: "light|dark", summary: "draw in SwiftUI's light or dark colour scheme",
            apply: { argument, choices in
                guard let scheme = ColorSchemeName(rawValue: argument) else { return nil }
                var choices = choices
                choices.colorScheme = scheme
                return choices
            },
            describe: { choices, _ in "Views are drawn in the \(choices.colorScheme.rawValue) colour scheme." },
            usageMessage: "Use :scheme light or :scheme dark"),
        SettingCommand(
            name: "rtl", usage: "on|off", summary: "lay views out right to left, or left to right",
            apply: { argument, choices in
                guard argument == "on" || argument == "off" else { return nil }
                var choices = choices
                choices.layoutDirection = argument == "on" ? .rightToLeft : .leftToRight
                return choices
            },
            describe: { choices, _ in
                "Views are laid out \(choices.layoutDirection == .rightToLeft ? "right to left" : "left to right")."
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

    /// The command as the REPL runs it: the learner's choices change, and the last view is
    /// drawn again; alone, it says what the setting is.
    var replCommand: REPLCommand {
        REPLCommand(name: name, usage: usage, summary: summary) { repl, argument in
            guard !argument.isEmpty else { return repl.write(describe(repl.choices, repl.style)) }
            guard let choices = apply(argument, repl.choices) else { return repl.report(usageMessage) }
            repl.choices = choices
            repl.reconfigure()
        }
    }
}
