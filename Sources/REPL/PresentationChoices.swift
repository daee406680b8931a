import EvaluatorProtocol
import Lessons
import ReplEngine
import TerminalSupport

/// How the learner asked views to be presented: the proposal's rule, SwiftUI's colour scheme
/// and layout direction. The terminal turns them into the evaluator's `PresentationSettings`
/// (``settings(terminal:colors:background:)``). Entering a step starts them as its blocks are checked: at
/// the step's size, light, left to right.
struct PresentationChoices: Equatable, Sendable {
    var proposal: Proposal
    var colorScheme = ColorSchemeName.light
    var layoutDirection = LayoutDirectionName.leftToRight

    /// How a step's blocks are presented.
    init(step: LessonStep) {
        proposal = .size(step.size)
    }

    init(proposal: Proposal) {
        self.proposal = proposal
    }

    /// The settings on a terminal of `terminal`'s size showing `colors` on `background`. Away from a
    /// terminal (the lesson checker: `terminal` is `nil`) the terminal's size is a lesson's
    /// default size.
    func settings(terminal: (columns: Int, rows: Int)?, colors: ColorDepth, background: TerminalBackground = .dark) -> PresentationSettings {
        let (width, height) = proposal.dimensions(
            columns: terminal?.columns ?? Int(ProposalSize.lessonDefault.width / TerminalCell.width),
            rows: terminal?.rows ?? Int(ProposalSize.lessonDefault.height / TerminalCell.height))
        return PresentationSettings(
            width: width, height: height, colors: colors, colorScheme: colorScheme, layoutDirection: layoutDirection,
            terminalBackground: background, columns: terminal?.columns)
    }

    /// What the prompt shows of them: the proposal, and a scheme or direction other than the
    /// default (`480×160 rtl dark`).
    func label(columns: Int, rows: Int) -> String {
        [proposal.label(columns: columns, rows: rows), layoutDirection == .rightToLeft ? "rtl" : nil, colorScheme == .dark ? "dark" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }
}
