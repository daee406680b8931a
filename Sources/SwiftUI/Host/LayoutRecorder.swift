import Foundation

/// Records every sizing question of one layout pass, in the order asked, for the trace.
/// Each question is indented by the view's depth in the tree, so the trace reads as the tree
/// even for questions asked while placing (an overlay is sized only once its view is placed).
final class LayoutRecorder {
    struct Question {
        var depth: Int
        var label: String
        var proposal: ProposedViewSize
        var answer: CGSize = .zero
    }

    private(set) var questions: [Question] = []
    private var open: [Int] = []

    func begin(_ node: ViewNode, proposal: ProposedViewSize) {
        open.append(questions.count)
        guard node.parent != nil else { return }
        var label = node.behavior.traceLabel
        if let identifier = node.accessibilityIdentifier { label += " #\(identifier)" }
        // Depth 0 is the root view; the host's own root node above it is left out.
        questions.append(Question(depth: node.ancestors.reduce(-2) { count, _ in count + 1 }, label: label, proposal: proposal))
    }

    func end(_ node: ViewNode, size: CGSize) {
        let index = open.removeLast()
        if index < questions.count { questions[index].answer = size }
    }
}

/// The layout of a view tree explained: each view with the proposals it received and the sizes it
/// answered, in the order the layout asked. A stack measures each child at 0 and ∞ first (to learn
/// how flexible it is), then offers space to the least flexible child first.
public struct LayoutTrace: CustomStringConvertible {
    /// One question of the layout to a view, and the view's answer.
    public struct Step: Equatable {
        /// How deep the view is in the tree (0 for the root).
        public var depth: Int
        /// The view, as `HStack`, `Text("Hi")` or `.padding(16)`.
        public var view: String
        public var proposal: ProposedViewSize
        public var size: CGSize
    }

    public var steps: [Step]

    init(_ recorder: LayoutRecorder) {
        steps = recorder.questions.map { Step(depth: $0.depth, view: $0.label, proposal: $0.proposal, size: $0.answer) }
    }

    public var description: String {
        let labels = steps.map { String(repeating: "  ", count: $0.depth) + $0.view }
        let width = min(48, labels.map(\.count).max() ?? 0)
        return zip(steps, labels).map { step, label in
            let padded = label.count < width ? label + String(repeating: " ", count: width - label.count) : label
            return "\(padded)  proposed \(step.proposal)  →  \(step.size.sizeDescription)"
        }.joined(separator: "\n")
    }
}
