#if canImport(Glibc)
import Glibc
#endif
import EvaluatorProtocol
import Foundation
import ScenarioRecords
import GradingSupport
import SwiftUI
import TerminalPreview

/// What the evaluator process remembers between snippets: the settings, the last view shown
/// (for explain, tree, interactions and re-drawing under new settings), the `$R` counter,
/// and what the running snippet has shown so far.
///
/// The runtime library is loaded once per evaluator, so this one instance is shared by every
/// snippet library the evaluator loads. Snippets run one at a time on the main thread.
final class SnippetSession {
    static let shared = SnippetSession()

    var settings = SnippetSettings()
    /// The last view shown and its host.
    private(set) var lastView: (view: any View, host: TerminalHost)?
    /// The previews shown last, whose state the next previews of the file keep.
    private var lastPreviews: [_PreviewCanvas.Preview] = []
    /// The last animation shown as a film strip, for `:play` and `:plot`.
    private(set) var lastRecording: AnimationRecording?
    /// The entry of the input compiled in memory last, until the evaluator runs it.
    nonisolated(unsafe) static var registeredSnippet: (@MainActor () -> Void)?
    /// The number of the next value shown, set by each snippet (``_learnStartResults(at:)``).
    var nextResultNumber = 0
    private var records = PresentationRecordWriter()

    /// `Image("name")` in a snippet finds pictures in the REPL's working folder (the
    /// evaluator's, which it inherits), where a learner keeps the files they work on.
    private init() {
        ImageFiles.reader = ImageFolders([FileManager.default.currentDirectoryPath])
    }

    /// Shows `value`: a view as its picture, an app as its screen (``_AppRoot``), any other
    /// value as Swift's REPL prints it, kept for later inputs under its name (`$R0`); `Void`
    /// shows nothing.
    func present<T>(_ value: T, types: [String: String]) {
        if let app = value as? any App {
            present(Self.screen(of: app), types: types)
        } else if let view = value as? any View {
            let host = settings.host(view)
            lastView = (view, host)
            records.append(.picture, moving(host))
        } else if T.self != Void.self {
            records.append(.value, ResultDescription(value, number: nextResultNumber).text)
            keepResult(value, number: nextResultNumber, types: types)
            nextResultNumber += 1
        }
    }

    private static func screen<A: App>(of app: A) -> some View {
        _AppRoot(app)
    }

    /// Shows each preview of `views` under its name, on a screen the size of the proposal; the
    /// last one is the view that interactions then use.
    func presentPreviews(_ views: [any View]) {
        let screen = settings.proposal.replacingUnspecifiedDimensions(by: TerminalHost.defaultScreenSize)
        let previews = _PreviewCanvas.previews(
            of: views, screen: screen, colorScheme: settings.colorScheme, keepingStateOf: lastPreviews)
        lastPreviews = previews
        for preview in previews {
            records.append(.value, preview.name)
            records.append(.picture, moving(preview.host))
        }
        if let last = previews.last, let view = views.last { lastView = (view, last.host) }
    }

    func reportUncaught(_ error: any Error) {
        records.append(.uncaughtError, String(describing: error))
    }

    /// The records of the snippet that just ran, which are then forgotten.
    func takeRecords() -> PresentationRecordWriter {
        defer { records = PresentationRecordWriter() }
        return records
    }

    /// What came of an interaction with the last view, or of showing it live.
    enum InteractionOutcome {
        /// Done: the records hold the new picture and the bodies that ran.
        case done(PresentationRecordWriter)
        /// It could not be done (a missing or disabled control, no terminal); the reason in words.
        case refused(String)
        case noView
    }

    /// Does `interaction` to the last view and records its new picture and which bodies ran.
    /// Warnings about the interaction itself become the refusal; any others (a layout warning,
    /// state modified during an update) are printed as usual.
    func perform(_ interaction: ScenarioInteraction) -> InteractionOutcome {
        guard let host = lastView?.host else { return .noView }
        let printWarning = RuntimeWarning.handler
        var warnings: [String] = []
        RuntimeWarning.handler = { warnings.append($0) }
        let done = interaction.perform(on: host)
        RuntimeWarning.handler = printWarning
        guard done else {
            return .refused("\(interaction) could not be done" + (warnings.last.map { ": \($0)" } ?? ""))
        }
        warnings.forEach(printWarning)
        let bodies = host.bodyEvaluations
        var records = PresentationRecordWriter()
        // Advancing the clock shows that moment; anything else that starts an animation shows it.
        let isAdvance = if case .advance = interaction { true } else { false }
        records.append(.picture, isAdvance ? settings.picture(of: host) : moving(host))
        records.append(.bodyEvaluations(bodies))
        return .done(records)
    }

    /// The host's picture, or when an animation is under way, a film strip of it, which is kept
    /// for `:play` and `:plot` (recording moves the clock to the animation's end).
    private func moving(_ host: TerminalHost) -> String {
        guard let recording = AnimationRecording(host, colors: settings.presentation.colors, palette: settings.palette) else { return settings.picture(of: host) }
        lastRecording = recording
        return FilmStrip(recording).text(columns: settings.columns)
    }

    /// A plot of the property `request` names, of the view it names, over the last animation;
    /// or why there is none. `nil` is a request that could not be read.
    func plot(_ request: PlotRequest?) -> Result<String, PlotRequestProblem> {
        guard let request, let property = MotionPlot.Property(rawValue: request.property) else {
            return .failure(.usage)
        }
        guard let recording = lastRecording else { return .failure(.noAnimation) }
        switch MotionPlot.make(property, of: request.identifier, in: recording) {
        // The dots take what the proposal's columns leave beside the value labels, 48 at most.
        case .success(let plot): return .success(plot.text(columns: max(16, min(48, settings.columns - 8))))
        case .failure(let problem): return .failure(.plot(problem))
        }
    }

    enum PlotRequestProblem: Error, CustomStringConvertible {
        case noAnimation, usage
        case plot(MotionPlot.PlotProblem)

        var description: String {
            switch self {
            case .noAnimation: "No animation has been shown yet: tap something that animates first."
            case .usage: "Use :plot PROPERTY [IDENTIFIER], where PROPERTY is one of " + MotionPlot.Property.allCases.map(\.rawValue).joined(separator: ", ")
            case .plot(let problem): problem.description
            }
        }
    }

    /// The last animation's moments, for a replay.
    var lastMotion: AnimationMoments? {
        lastRecording.map { recording in
            AnimationMoments(recording.moments.map { AnimationMoments.Moment(time: $0.time, picture: $0.picture) })
        }
    }

    /// Shows the last view full-screen on the terminal, to be used with the keyboard until q or
    /// Esc (`learn run --live`'s preview), with the state it has; then records its picture at
    /// the session's proposal again. `nil` when no view has been shown.
    ///
    /// The evaluator's standard input and output are not the terminal, so the terminal is
    /// opened for the preview and put in their place meanwhile; the REPL has made the
    /// evaluator's process group the terminal's foreground, so that it may read keys.
    func runLive() -> InteractionOutcome {
        guard let host = lastView?.host else { return .noView }
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return .refused("there is no terminal to show the view on") }
        fflush(stdout)
        let (input, output) = (dup(STDIN_FILENO), dup(STDOUT_FILENO))
        dup2(terminal, STDIN_FILENO)
        dup2(terminal, STDOUT_FILENO)
        close(terminal)
        LivePreview(host: host, palette: settings.palette).run()
        fflush(stdout)
        dup2(input, STDIN_FILENO)
        dup2(output, STDOUT_FILENO)
        close(input)
        close(output)
        host.proposal = settings.proposal
        var records = PresentationRecordWriter()
        records.append(.picture, settings.picture(of: host))
        return .done(records)
    }

    /// Applies new settings and records the last view's picture under them. The last view keeps
    /// its state through a new proposal, as a resized window does; its host's colour scheme and
    /// layout direction are fixed when it is made, so changing them hosts the view afresh.
    func configure(_ payload: [UInt8]) {
        let previous = settings
        settings.presentation = PresentationSettings(payload: payload, over: settings.presentation)
        guard case (let view, var host)? = lastView else { return }
        if settings.colorScheme != previous.colorScheme || settings.layoutDirection != previous.layoutDirection {
            host = settings.host(view)
            lastView = (view, host)
        } else if host.proposal != settings.proposal {
            host.proposal = settings.proposal
        }
        records.append(.picture, settings.picture(of: host))
    }
}
