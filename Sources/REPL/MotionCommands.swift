import EvaluatorProtocol
import Foundation

/// Commands about the last animation shown as a film strip: replaying it in real time, slowing
/// replays down as the Simulator's slow animations do, and plotting a view's values over time.
enum MotionCommands {
    static var all: [REPLCommand] { [
        REPLCommand(name: "play", summary: "run the last animation again, in real time, in place") { repl, _ in
            switch repl.session.lastMotion() {
            case .failure(let unavailable): repl.report(unavailable.reason)
            case .success(let moments): repl.play(moments)
            }
        },
        REPLCommand(name: "slow", usage: "N", summary: "replay animations N times slower (:slow 1 for real time)") { repl, argument in
            guard let factor = Double(argument), factor.isFinite, factor >= 1, factor <= 100 else {
                return repl.report("Give how many times slower, from 1 to 100: :slow 4")
            }
            repl.replaySlowness = factor
            repl.write(factor == 1 ? ":play runs animations in real time." : ":play runs animations \(argument) times slower.")
        },
        REPLCommand(name: "plot", usage: "PROPERTY [ID]", summary: "chart x, y, width, height or opacity of a view over the last animation") { repl, argument in
            guard let request = PlotRequest(arguments: argument) else {
                return repl.report("Use :plot PROPERTY [IDENTIFIER], for example :plot width bar (x, y, width, height or opacity)")
            }
            repl.answer(repl.session.plot(request))
        },
    ] }

    /// What a `:plot` line asks for (":plot width bar"), or `nil` when the line is not a plot
    /// with a property; lessons' `repl` blocks may hold one.
    static func plotRequest(in line: String) -> PlotRequest? {
        guard line.hasPrefix(":plot ") else { return nil }
        return PlotRequest(arguments: String(line.dropFirst(":plot ".count)))
    }
}

extension REPL {
    /// Shows `moments` one after another in the same place, at their times (slowed by
    /// `replaySlowness`). Away from a terminal, where nothing can be redrawn in place, says
    /// what was played and shows the last moment.
    func play(_ moments: [AnimationMoments.Moment]) {
        guard let last = moments.last else { return }
        guard style.isTerminal else {
            return write("Played \(moments.count) moments over \(last.time) s; the last:\n" + last.picture)
        }
        var shownLines = 0
        var previousTime = 0.0
        for moment in moments {
            usleep(useconds_t(max(0, moment.time - previousTime) * replaySlowness * 1_000_000))
            previousTime = moment.time
            // Back to the first line of the previous picture, and clear from there down.
            let back = shownLines > 0 ? "\u{1B}[\(shownLines)F\u{1B}[J" : ""
            FileHandle.standardOutput.write(Data((back + moment.picture + "\n").utf8))
            shownLines = moment.picture.split(separator: "\n", omittingEmptySubsequences: false).count
        }
    }
}
