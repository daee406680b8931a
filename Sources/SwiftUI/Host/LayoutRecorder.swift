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
        var node: ObjectIdentifier
        var parent: ObjectIdentifier?
    }

    private(set) var questions: [Question] = []
    private var open: [Int] = []
    /// The label of each view asked so far, so a question asked while placing can name its parent.
    private(set) var labels: [ObjectIdentifier: String] = [:]

    func begin(_ node: ViewNode, proposal: ProposedViewSize) {
        open.append(questions.count)
        guard node.parent != nil else { return }
        var label = node.behavior.traceLabel
        if let identifier = node.accessibilityIdentifier { label += " #\(identifier)" }
        // Depth 0 is the root view; the host's own root node above it is left out.
        let depth = node.ancestors.reduce(-2) { count, _ in count + 1 }
        labels[ObjectIdentifier(node)] = label
        questions.append(Question(
            depth: depth, label: label, proposal: proposal, node: ObjectIdentifier(node),
            parent: depth > 0 ? node.parent.map(ObjectIdentifier.init) : nil))
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
        /// The size proposed to the view.
        public var proposal: ProposedViewSize
        /// The size the view answered.
        public var size: CGSize
        /// The view asked, and the view it is a child of: a question asked while placing (an
        /// overlay's or background's view) comes after questions to other views, and the trace
        /// names its parent again so it does not read as a child of the line above.
        var node: ObjectIdentifier?
        var parent: (node: ObjectIdentifier, view: String)?

        /// Whether two steps asked the same view at the same depth the same question and got the same answer.
        public static func == (a: Step, b: Step) -> Bool {
            (a.depth, a.view, a.proposal, a.size) == (b.depth, b.view, b.proposal, b.size)
        }
    }

    /// The questions, in the order the layout asked them.
    public var steps: [Step]

    init(_ recorder: LayoutRecorder) {
        steps = recorder.questions.map { question in
            Step(
                depth: question.depth, view: question.label, proposal: question.proposal, size: question.answer,
                node: question.node,
                parent: question.parent.flatMap { parent in recorder.labels[parent].map { (parent, $0) } })
        }
    }

    public var description: String {
        var rows: [(label: String, text: String?)] = []
        // The view each depth's latest line is about: a step whose parent is not the latest line
        // one level up gets a line naming its parent first.
        var latest: [Int: ObjectIdentifier] = [:]
        for step in steps {
            if let parent = step.parent, latest[step.depth - 1] != parent.node {
                rows.append((String(repeating: "  ", count: step.depth - 1) + parent.view, nil))
                latest[step.depth - 1] = parent.node
            }
            rows.append((String(repeating: "  ", count: step.depth) + step.view,
                         "proposed \(step.proposal)  →  \(step.size.sizeDescription)"))
            if let node = step.node { latest[step.depth] = node }
        }
        let width = min(48, rows.map(\.label.count).max() ?? 0)
        return rows.map { label, text in
            let padded = label.count < width ? label + String(repeating: " ", count: width - label.count) : label
            return text.map { "\(padded)  \($0)" } ?? "\(padded)  (placing its views)"
        }.joined(separator: "\n")
    }
}
