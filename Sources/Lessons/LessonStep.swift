/// One step of a chapter (a milestone of a project): a Markdown file with a small header, prose and code.
package struct LessonStep: Equatable, Sendable {
    package var title: String
    package var chapter: Chapter.ID
    /// The step's position in its chapter; steps are shown in this order.
    package var order: Int
    /// The proposal, in points, that the step's runnable blocks are laid out in.
    package var size: ProposalSize
    package var blocks: [LessonBlock]
    /// Where the step came from.
    package var file: String

    /// The runnable (`swift`) blocks, numbered from 1 as `:run N` counts them.
    package var runnableBlocks: [RunnableBlock] {
        blocks.compactMap { if case .runnable(let block) = $0 { block } else { nil } }
    }
}

/// A width and height in points, as a lesson proposes them to its views.
package struct ProposalSize: Equatable, Sendable, CustomStringConvertible {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 60 columns by 10 rows of cells.
    package static let lessonDefault = ProposalSize(width: 480, height: 160)

    /// Reads `480x160` (an `×` works too).
    package init?(parsing text: String) {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
        guard parts.count == 2,
              let width = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let height = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        self.init(width: width, height: height)
    }

    package var description: String {
        func format(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(format(width))x\(format(height))"
    }
}

/// A part of a step, in order.
package enum LessonBlock: Equatable, Sendable {
    /// Markdown prose.
    case prose(String)
    /// Swift code, or a REPL command, that the learner can run.
    case runnable(RunnableBlock)
    /// Any other fenced block, shown as it is.
    case shown(String)
}

/// A `swift` block, or a `repl` block holding one command that acts on the view drawn before
/// it (`:tap Increment`): its code, its number in the step, and the output it is expected to give.
package struct RunnableBlock: Equatable, Sendable {
    package var number: Int
    package var code: String
    /// A `repl` block: a command, run as if typed at the prompt.
    package var isCommand: Bool
    /// The `output` block that follows it, if any.
    package var expectedOutput: String?
    /// The `predict` block right before it, if any: asked before the block runs.
    package var prediction: Prediction?
    /// The line of the opening fence, for messages.
    package var line: Int
}

import Foundation
