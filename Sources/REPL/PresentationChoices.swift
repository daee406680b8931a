import Evaluation
import Lessons
import TerminalSupport

/// How the learner asked views to be presented: the proposal's rule, SwiftUI's colour scheme
/// and layout direction. The terminal turns them into the evaluator's `PresentationSettings`
/// (``settings(columns:colors:)``). Entering a step starts them as its blocks are checked: at
/// the step's size, light, left to right.
struct PresentationChoices: Equatable, Sendable {
    var proposal: Proposal
    var colorScheme = PresentationSettings.ColorScheme.light
    var layoutDirection = PresentationSettings.LayoutDirection.leftToRight

    /// How a step's blocks are presented.
    init(step: LessonStep) {
        proposal = .size(step.size)
    }

    init(proposal: Proposal) {
        self.proposal = proposal
    }

    /// The settings on a terminal `columns` wide showing `colors` on `background`. Away from a
    /// terminal (the lesson checker: `columns` is `nil`) the terminal's width is a lesson's
    /// default width.
    func settings(columns: Int?, colors: PresentationSettings.ColorDepth, background: TerminalBackground = .dark) -> PresentationSettings {
        let (width, height) = proposal.dimensions(columns: columns ?? Int(ProposalSize.lessonDefault.width / 8))
        return PresentationSettings(
            width: width, height: height, colors: colors, colorScheme: colorScheme, layoutDirection: layoutDirection,
            terminalBackground: background, columns: columns)
    }

    /// What the prompt shows of them: the proposal, and a scheme or direction other than the
    /// default (`480×160 rtl dark`).
    func label(columns: Int) -> String {
        [proposal.label(columns: columns), layoutDirection == .rightToLeft ? "rtl" : nil, colorScheme == .dark ? "dark" : nil]
            .compactMap { $0 }.joined(separator: " ")
    }
}
