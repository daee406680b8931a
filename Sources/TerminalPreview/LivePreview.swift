import Foundation
import SwiftUI
import TerminalSupport

/// A view shown full-screen and used with the keyboard, as `learn run --live` runs it.
///
/// Tab and Shift-Tab move the focus between controls (shown in reverse video); Enter or Space
/// taps a button, flips a toggle, starts or submits editing a text field (giving it the focus, so
/// its `FocusState` follows; when the program moves the focus, editing moves with it), and steps a stepper
/// up, and chooses a picker's next option; Left and Right adjust sliders and steppers and
/// choose a picker's previous or next option; keys that arrive together are each applied; while a text field is being edited, typing
/// changes it and Backspace deletes. q, Esc or Ctrl-C leaves. Timers run on real time. Only rows that
/// changed are written again, and the picture follows the terminal's size.
package final class LivePreview {
    private let host: TerminalHost
    private let terminal = RawTerminal()
    private var capabilities = TerminalCapabilities.standardOutput
    private var focus = 0
    private var isEditing = false
    private var shownRows: [String] = []
    private var lastTick = ContinuousClock.now

    /// Whether the program runs under `learn run --live` (which sets `LEARN_LIVE`) on a terminal.
    static var isRequested: Bool {
        ProcessInfo.processInfo.environment[LiveRequest.liveVariable] != nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    convenience init<V: View>(_ view: V) {
        self.init(host: TerminalHost(rootView: view, proposal: .zero))
    }

    /// A live preview of a view already hosted, with the state it has: the REPL's `:live`, on a
    /// terminal whose background the REPL found (`palette`). The host's proposal follows the
    /// terminal while the preview runs.
    package init(host: TerminalHost, palette: TerminalBackground? = nil) {
        self.host = host
        if let palette { capabilities.palette = palette }
    }

    /// Shows the view until q or Esc, on the terminal that standard input and output are.
    package func run() {
        terminal.enter()
        defer { terminal.restore() }
        while true {
            fitToTerminal()
            draw()
            let keys = Key.read(timeout: 50)
            advanceClock()
            for key in keys where !handle(key) { return }
        }
    }

    /// Shows the view until q, Esc or Ctrl-C, then ends the program, as quitting an app does:
    /// what the program would do after it (wait for ever, with Ctrl-C's signal ignored) never
    /// keeps the learner from leaving.
    func runUntilTheProgramEnds() -> Never {
        run()
        exit(0)
    }

    private func fitToTerminal() {
        let (columns, rows) = terminal.size
        let proposal = ProposedViewSize(width: TerminalCell.width(ofColumns: columns), height: TerminalCell.height(ofRows: rows - 1))
        if host.proposal != proposal {
            host.proposal = proposal
            shownRows = []
            terminal.write("\u{1B}[2J")
        }
    }

    private func advanceClock() {
        let now = ContinuousClock.now
        let elapsed = now - lastTick
        lastTick = now
        let (seconds, attoseconds) = elapsed.components
        host.advance(by: Double(seconds) + Double(attoseconds) / 1e18)
    }

    private var focused: ControlSummary? {
        let controls = host.controls.filter(\.isEnabled)
        guard !controls.isEmpty else { return nil }
        return controls[min(focus, controls.count - 1)]
    }

    /// Applies a key, then follows the focus wherever the program moved it; false when the
    /// preview should end.
    private func handle(_ key: Key) -> Bool {
        let goesOn = apply(key)
        if goesOn { followFocus() }
        return goesOn
    }

    /// Makes the text field that has the focus (typed into, or named by a `FocusState` that the
    /// program set, as an `onSubmit` moving to the next field does) the one being edited; when
    /// no field has it any more, editing stops.
    private func followFocus() {
        let controls = host.controls.filter(\.isEnabled)
        if let index = controls.firstIndex(where: \.isFocused) {
            focus = index
            isEditing = true
        } else {
            isEditing = false
        }
    }

    /// Applies a key; false when the preview should end.
    private func apply(_ key: Key) -> Bool {
        if key == .interrupt { return false }
        let controls = host.controls.filter(\.isEnabled)
        if isEditing, let field = focused, field.kind == "text field" {
            switch key {
            case .enter: host.submit(field.name); isEditing = false
            case .escape: host.focus(nil); isEditing = false
            case .backspace: host.type(String((field.text ?? "").dropLast()), into: field.name)
            case .character(let character): host.type((field.text ?? "") + String(character), into: field.name)
            case .space: host.type((field.text ?? "") + " ", into: field.name)
            default: break
            }
            return true
        }
        switch key {
        case .character("q"), .escape:
            return false
        case .tab where !controls.isEmpty:
            focus = (min(focus, controls.count - 1) + 1) % controls.count
        case .shiftTab where !controls.isEmpty:
            focus = (min(focus, controls.count - 1) + controls.count - 1) % controls.count
        case .enter, .space:
            guard let control = focused else { break }
            switch control.kind {
            case "button": host.tap(control.name)
            case "toggle": host.toggle(control.name)
            case "text field": host.focus(control.name); isEditing = true
            case "stepper", "slider", "date picker": host.increment(control.name)
            case "picker": choose(by: 1, in: control)
            default: break
            }
        case .right, .up:
            guard let control = focused else { break }
            if ["slider", "stepper", "date picker"].contains(control.kind) { host.increment(control.name) }
            if control.kind == "picker" { choose(by: 1, in: control) }
        case .left, .down:
            guard let control = focused else { break }
            if ["slider", "stepper", "date picker"].contains(control.kind) { host.decrement(control.name) }
            if control.kind == "picker" { choose(by: -1, in: control) }
        default:
            break
        }
        return true
    }

    /// Selects the option `step` places after the picker's selection (before it, when negative),
    /// going round at either end, as a menu's next choice would be; the first when none is selected.
    private func choose(by step: Int, in picker: ControlSummary) {
        guard !picker.options.isEmpty else { return }
        let next = picker.selectedOption.map { ($0 + step + picker.options.count) % picker.options.count } ?? 0
        host.select(picker.options[next], in: picker.name)
    }

    /// Writes the rows that differ from what is on screen, then the status line.
    private func draw() {
        let picture = host.render(colors: capabilities.colorDepth, highlighting: focused?.frame, palette: capabilities.palette)
        var rows = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let height = terminal.size.rows - 1
        if rows.count > height { rows = Array(rows.prefix(height)) }
        rows += Array(repeating: "", count: max(0, height - rows.count))
        rows.append(statusLine)
        var output = ""
        for (index, row) in rows.enumerated() where index >= shownRows.count || shownRows[index] != row {
            output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + row
        }
        if !output.isEmpty { terminal.write(output) }
        shownRows = rows
    }

    private var statusLine: String {
        let focus = focused.map { "\($0.kind) \"\($0.name)\"" } ?? "no controls"
        let keys = isEditing ? "typing · Enter submits · Esc stops" : "Tab moves · Enter/Space acts · ←/→ adjust · q quits"
        var line = "\(focus) — \(keys)"
        // A status line wider than the terminal would wrap onto a row below the last and
        // scroll the whole picture up by one.
        let columns = terminal.size.columns
        if line.count > columns { line = String(line.prefix(max(0, columns - 1))) + "…" }
        return capabilities.colorDepth == .none ? line : "\u{1B}[2m\(line)\u{1B}[0m"
    }
}
