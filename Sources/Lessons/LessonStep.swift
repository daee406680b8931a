/// One step of a chapter (a milestone of a project): a Markdown file with a small header, prose and code.
public struct LessonStep: Equatable, Sendable {
    public var title: String
    public var chapter: Chapter.ID
    /// The step's position in its chapter; steps are shown in this order.
    public var order: Int
    /// The proposal, in points, that the step's runnable blocks are laid out in.
    public var size: ProposalSize
    public var blocks: [LessonBlock]
    /// Where the step came from.
    public var file: String

    /// The runnable (`swift`) blocks, numbered from 1 as `:run N` counts them.
    public var runnableBlocks: [RunnableBlock] {
        blocks.compactMap { if case .runnable(let block) = $0 { block } else { nil } }
    }
}

/// A width and height in points, as a lesson proposes them to its views.
public struct ProposalSize: Equatable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 60 columns by 10 rows of cells.
    public static let lessonDefault = ProposalSize(width: 480, height: 160)

    /// Reads `480x160` (an `×` works too).
    public init?(parsing text: String) {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
        guard parts.count == 2,
              let width = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let height = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String {
        func format(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(format(width))x\(format(height))"
    }
}

/// A part of a step, in order.
public enum LessonBlock: Equatable, Sendable {
    /// Markdown prose.
    case prose(String)
    /// Swift code, or a REPL command, that the learner can run.
    case runnable(RunnableBlock)
    /// Any other fenced block, shown as it is.
    case shown(String)
}

/// A `swift` block, or a `repl` block holding one command that acts on the view drawn before
/// it (`:tap Increment`): its code, its number in the step, and the output it is expected to give.
public struct RunnableBlock: Equatable, Sendable {
    public var number: Int
    public var code: String
    /// A `repl` block: a command, run as if typed at the prompt.
    public var isCommand: Bool
    /// The `output` block that follows it, if any.
    public var expectedOutput: String?
    /// The `predict` block right before it, if any: asked before the block runs.
    public var prediction: Prediction?
    /// The line of the opening fence, for messages.
    public var line: Int
}

import Foundation
