import ArgumentParser
import LearnerPrograms
import EvaluatorProtocol
import Foundation
import Grading
import ReplEngine
import TerminalSupport

/// `learn preview FILE`: draws a file's previews, and draws them again each time it is saved,
/// as Xcode's canvas does beside the editor.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a file's previews again each time you save it (Ctrl-C ends).",
        discussion: """
            The file's #Preview { … } blocks and PreviewProvider types are drawn as Xcode's \
            canvas draws them, each under its name. While the file does not compile, its errors \
            stand in place of the pictures until the next save that compiles.
            """
    )

    @Argument(help: "The Swift file to preview.", completion: .file(extensions: ["swift"]))
    var file: String

    /// How often the file is looked at, in seconds: often enough that a save is drawn at once.
    private static let watchInterval = 0.02

    func run() throws {
        let path: String
        let session: ReplSession
        do {
            path = try LearnerFile(path: file).absolutePath
            session = try ReplSession(settings: Self.settings())
        } catch {
            FileHandle.standardError.write(Data("learn: \(error)\n".utf8))
            throw ExitCode.badInput
        }
        let pane = PreviewPane(session: session, path: path, displayPath: file)
        pane.draw()
        var watcher = SaveWatcher(files: [URL(fileURLWithPath: path)], interval: Self.watchInterval)
        while true {
            _ = watcher.nextSave()
            pane.draw()
        }
    }

    /// Rows of the terminal that are not the screen: the pane's header, a preview's name above
    /// it, and the line the cursor is left on below it.
    private static let rowsAroundAPreview = 3

    /// The terminal's size as the previews' screen, as `preview(_:)` proposes it, less the rows
    /// around a preview, so a full-screen (`.device`) preview fits with its header; its colours.
    private static func settings() -> PresentationSettings {
        let traits = StandardOutput.traits
        let background = TerminalBackground.of(
            environment: ProcessInfo.processInfo.environment, input: STDIN_FILENO, output: STDOUT_FILENO)
        return PresentationSettings(
            width: TerminalCell.width(ofColumns: traits.columns),
            height: TerminalCell.height(ofRows: max(traits.rows - rowsAroundAPreview, 1)),
            colors: traits.colors,
            terminalBackground: background,
            columns: traits.columns)
    }
}

/// What `learn preview` shows for one version of the file: its previews, or why there are none.
private struct PreviewPane {
    let session: ReplSession
    let path: String
    let displayPath: String

    /// Draws the file as it is now: on a terminal in place of the last drawing, elsewhere after it.
    func draw() {
        let started = ContinuousClock.now
        let text: String
        do {
            text = try LearnerFile(path: path).source
        } catch {
            return show(["\(displayPath) cannot be read: \(error)"])
        }
        let result = session.evaluate(wholeFile: text)
        let elapsed = Int(((ContinuousClock.now - started) / .milliseconds(1)).rounded())
        var lines: [String] = []
        switch result.outcome {
        case .didNotCompile:
            lines.append("\(displayPath) does not compile:")
            lines.append(result.diagnostics.trimmingCharacters(in: .newlines))
        default:
            lines.append("\(displayPath), drawn in \(elapsed) ms")
            for shown in result.shown {
                switch shown {
                case .output(let text), .diagnostics(let text), .picture(let text), .value(let text), .message(let text): lines.append(text)
                case .declared: continue
                }
            }
            if result.presentations.isEmpty, result.message == nil {
                lines.append("No previews yet: add `#Preview { YourView() }` or a `PreviewProvider` to \(displayPath).")
            }
        }
        show(lines)
    }

    private func show(_ lines: [String]) {
        // Clear the screen and start at its top, as a canvas replaces its picture.
        let clear = isatty(STDOUT_FILENO) == 1 ? "\u{1B}[H\u{1B}[2J" : ""
        FileHandle.standardOutput.write(Data((clear + lines.joined(separator: "\n") + "\n").utf8))
    }
}
