import ScenarioRecords
import ReplEngine

/// The commands that use the last view drawn as a person would: `:tap Increment`,
/// `:toggle "Dark mode"`, `:set Volume 0.5`, `:type Name Ada`, `:select Flavor Mint`,
/// `:submit Name`, `:advance 1.5`, `:scroll 120`, `:delete row3`, `:move row3 0`, `:swipe row3`,
/// `:drag knob 0,0 40,0`, `:longpress card 1`, `:drop Walk onto Done`, `:refresh`, `:key return`. Each shows what the view's code printed, the new picture, and the views
/// whose body ran: the book's chapter 2 experiments, done at the prompt. `:live` shows the view
/// full-screen to be used with the keyboard.
///
/// Controls are found as the grader finds them (`TerminalHost.tap(_:)` and its siblings): by
/// `accessibilityIdentifier`, else by label. A name or a value with spaces may be quoted.
enum InteractionCommands {
    static var all: [REPLCommand] {
        forms.map { form in
            REPLCommand(name: form.name, usage: form.usage, summary: form.summary) { repl, argument in
                switch form.parse(Arguments(argument)) {
                case .some(let interaction): repl.show(repl.session.perform(interaction))
                case .none: repl.report("Use :\(form.name) \(form.usage), for example :\(form.name) \(form.example)" + (form.accepted.map { "; \($0)" } ?? ""))
                }
            }
        } + [live]
    }

    /// `:live`: the last view full-screen, used with the keyboard as under `learn run --live`;
    /// what is done there stays done for the next commands.
    private static var live: REPLCommand {
        REPLCommand(name: "live", summary: "use the last view full-screen: Tab moves, Enter acts, arrows adjust, q leaves") { repl, _ in
            guard repl.editor.isInteractive else { return repl.report(":live needs a terminal; the other commands (:tap, :set, …) work anywhere.") }
            repl.answer(repl.session.showLive())
        }
    }

    /// The interaction commands' names, `tap` first.
    static var names: [String] { forms.map(\.name) }

    /// The interaction a command line (`:tap Increment`) asks for; `nil` when the line is no
    /// interaction command, or its arguments do not fit.
    static func interaction(in line: String) -> ScenarioInteraction? {
        guard line.hasPrefix(":") else { return nil }
        let text = line.dropFirst()
        let name = String(text.prefix { !$0.isWhitespace })
        guard let form = forms.first(where: { $0.name == name }) else { return nil }
        return form.parse(Arguments(String(text.dropFirst(name.count))))
    }

    /// One command: its name and help, and how its arguments become an interaction.
    private struct Form: Sendable {
        let name: String
        let usage: String
        let summary: String
        let example: String
        /// What the arguments may be, said after the usage when they do not fit.
        var accepted: String? = nil
        let parse: @Sendable (Arguments) -> ScenarioInteraction?
    }

    private static let forms: [Form] = [
        Form(name: "tap", usage: "BUTTON", summary: "tap a button of the last view (by identifier or label) and draw it again",
             example: "Increment") { arguments in
            arguments.whole.map(ScenarioInteraction.tap)
        },
        Form(name: "toggle", usage: "TOGGLE", summary: "flip a toggle of the last view",
             example: "\"Dark mode\"") { arguments in
            arguments.whole.map(ScenarioInteraction.toggle)
        },
        Form(name: "set", usage: "CONTROL VALUE", summary: "set a slider or stepper of the last view to VALUE",
             example: "Volume 0.5") { arguments in
            guard let (name, value) = arguments.nameAndLast, let number = Double(value), number.isFinite else { return nil }
            return .setValue(number, for: name)
        },
        Form(name: "type", usage: "FIELD TEXT", summary: "replace the text of a text field of the last view",
             example: "Name Ada") { arguments in
            arguments.firstAndRest.map { .type($0.rest, into: $0.first) }
        },
        Form(name: "submit", usage: "FIELD", summary: "press return in a text field of the last view (its onSubmit actions)",
             example: "Name") { arguments in
            arguments.whole.map(ScenarioInteraction.submit)
        },
        Form(name: "select", usage: "PICKER OPTION", summary: "choose a picker's option in the last view",
             example: "Flavor Mint") { arguments in
            guard let (name, option) = arguments.nameAndLast else { return nil }
            return .select(option, in: name)
        },
        Form(name: "advance", usage: "SECONDS", summary: "let time pass for the last view: timers fire, tasks wake",
             example: "1.5") { arguments in
            guard let text = arguments.whole, let seconds = Double(text), seconds >= 0, seconds.isFinite else { return nil }
            return .advance(seconds: seconds)
        },
        Form(name: "scroll", usage: "POINTS [SCROLLVIEW]", summary: "scroll the last view's scroll view or list down (up if negative)",
             example: "120") { arguments in
            guard let first = arguments.words.first, let distance = Double(first), distance.isFinite else { return nil }
            let rest = arguments.words.dropFirst().joined(separator: " ")
            return .scroll(by: distance, in: rest.isEmpty ? nil : rest)
        },
        Form(name: "delete", usage: "ROW", summary: "delete a List row (by identifier or text) through its onDelete", example: "row3") { arguments in
            arguments.whole.map { .delete($0) }
        },
        Form(name: "move", usage: "ROW OFFSET", summary: "move a List row before the row at OFFSET, through its onMove", example: "row3 0") { arguments in
            guard arguments.words.count == 2, let offset = Int(arguments.words[1]), offset >= 0 else { return nil }
            return .move(arguments.words[0], toOffset: offset)
        },
        Form(name: "swipe", usage: "ROW [leading] [fully]",
             summary: "swipe a List row to show its swipe actions (then :tap one); fully runs the first", example: "row3") { arguments in
            var words = arguments.words
            let fully = words.count > 1 && words.last == "fully"
            if fully { words.removeLast() }
            let leading = words.count > 1 && words.last == "leading"
            if leading { words.removeLast() }
            guard !words.isEmpty else { return nil }
            return .swipe(words.joined(separator: " "), fromLeadingEdge: leading, fully: fully)
        },
        Form(name: "drag", usage: "VIEW X1,Y1 X2,Y2", summary: "drag a view of the last view from one point to another, in its own points",
             example: "knob 0,0 40,0") { arguments in
            guard arguments.words.count >= 3, let from = point(arguments.words[arguments.words.count - 2]),
                  let to = point(arguments.words[arguments.words.count - 1]) else { return nil }
            return .drag(arguments.words.dropLast(2).joined(separator: " "), from: from, to: to)
        },
        Form(name: "longpress", usage: "VIEW [SECONDS]", summary: "press a view of the last view for SECONDS (0.5 if not given)",
             example: "card 1") { arguments in
            if arguments.words.count >= 2, let last = arguments.words.last, let seconds = Double(last) {
                guard seconds >= 0, seconds.isFinite else { return nil }
                return .longPress(arguments.words.dropLast().joined(separator: " "), seconds: seconds)
            }
            return arguments.whole.map { .longPress($0, seconds: 0.5) }
        },
        Form(name: "drop", usage: "VIEW onto TARGET", summary: "drag a draggable view of the last view and drop it on TARGET's middle",
             example: "Walk onto Done") { arguments in
            let words = arguments.words
            guard let onto = words.firstIndex(of: "onto"), onto > 0, onto < words.count - 1 else { return nil }
            return .drop(words[..<onto].joined(separator: " "), onto: words[(onto + 1)...].joined(separator: " "))
        },
        Form(name: "refresh", usage: "[SCROLLVIEW]", summary: "pull the last view's refreshable list down: its refreshable action runs",
             example: "") { arguments in
            .refresh(arguments.whole)
        },
        Form(name: "key", usage: "KEY [MODIFIER…]", summary: "press a key in the last view: the focused view's onKeyPress, else a keyboardShortcut",
             example: "return", accepted: "KEY is " + ScenarioKey.accepted) { arguments in
            guard let key = arguments.words.first, ScenarioKey.isKey(key) else { return nil }
            let modifiers = Array(arguments.words.dropFirst())
            guard modifiers.allSatisfy(ScenarioKey.modifierNames.contains) else { return nil }
            return .key(key, modifiers: modifiers)
        },
    ]

    /// A point written `X,Y` (`40,0`, `12.5,-3`), as `[x, y]`.
    private static func point(_ word: String) -> [Double]? {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        return [x, y]
    }

    /// A command's argument text, read as words where "double quotes" keep a phrase together.
    private struct Arguments: Sendable {
        let text: String
        let words: [String]

        init(_ text: String) {
            self.text = text.trimmingCharacters(in: .whitespaces)
            var words: [String] = []
            var current = ""
            var quoted = false
            var inWord = false
            for character in self.text {
                if character == "\"" {
                    quoted.toggle()
                    inWord = true
                } else if character.isWhitespace, !quoted {
                    if inWord { words.append(current) }
                    current = ""
                    inWord = false
                } else {
                    current.append(character)
                    inWord = true
                }
            }
            if inWord { words.append(current) }
            self.words = words
        }

        /// All of it as one name: `Default Color` or `"Default Color"`.
        var whole: String? {
            guard !text.isEmpty else { return nil }
            return words.count == 1 ? words[0] : text
        }

        /// The last word, and all before it as one name: `Hue value 0.5`, `"Hue value" 0.5`.
        var nameAndLast: (String, String)? {
            guard words.count >= 2, let last = words.last else { return nil }
            return (words.dropLast().joined(separator: " "), last)
        }

        /// The first word, and the rest as one text: `Name Ada Lovelace`, `"Full name" "Ada L."`.
        var firstAndRest: (first: String, rest: String)? {
            guard words.count >= 2 else { return nil }
            let rest = words.count == 2 ? words[1] : words.dropFirst().joined(separator: " ")
            return (words[0], rest)
        }
    }
}

extension InteractionResult {
    /// The line under the picture that says which bodies ran.
    var bodiesLine: String { bodiesLines(columns: .max) }

    /// ``bodiesLine`` broken between the names to fit `columns`, so that the terminal does
    /// not cut a name in two; a name longer than a line stays whole on a line of its own. A body
    /// that ran several times is named once with its count (`Fader ×9`), in the order of its
    /// first run.
    func bodiesLines(columns: Int) -> String {
        guard !bodyEvaluations.isEmpty else { return "No body ran." }
        var counts: [String: Int] = [:]
        for name in bodyEvaluations { counts[name, default: 0] += 1 }
        var named: Set<String> = []
        let names = bodyEvaluations.filter { named.insert($0).inserted }
            .map { name in counts[name]! > 1 ? "\(name) ×\(counts[name]!)" : name }
        let pieces = ["Bodies that ran:"] + names.enumerated().map { index, name in
            name + (index == names.count - 1 ? "." : ",")
        }
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if !line.isEmpty, line.count + 1 + piece.count > columns {
                lines.append(line)
                line = piece
            } else {
                line += line.isEmpty ? piece : " " + piece
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }
}

extension REPL {
    /// Shows what an interaction printed, the new picture and which bodies ran.
    func show(_ result: InteractionResult) {
        if !result.output.isEmpty { write(result.output.withoutFinalNewline) }
        switch result.answer {
        case .text(let picture):
            show(picture: picture)
            write(style.text.dim(result.bodiesLines(columns: style.columns)))
        case .noView, .failed:
            answer(result.answer)
        }
    }
}
