import Foundation

/// Hosts a view tree: lays it out for a proposal, draws it as terminal text, and answers
/// questions about where views went. The REPL, `learn run` programs and the grader all host
/// views through it.
///
/// ```swift
/// let host = TerminalHost(rootView: badgeDemo, proposal: ProposedViewSize(width: 300, height: 100))
/// host.size                          // the size the root view chose
/// host.frame(ofIdentifier: "badge")  // in the root's coordinate space, offsets included
/// print(host.render())
/// ```
public final class TerminalHost {
    /// A terminal cell is 8 points wide and 16 points tall.
    public static let cellSize = CGSize(width: 8, height: 16)

    private let graph = ViewGraph()
    private let root: ViewNode?

    /// The size offered to the root view. Changing it lays the view out again.
    public var proposal: ProposedViewSize {
        didSet { layout() }
    }

    /// The size the root view chose for the proposal.
    public private(set) var size: CGSize = .zero

    /// Hosts `rootView`, proposing `proposal` (80×24 cells by default) to it.
    public init<V: View>(rootView: V, proposal: ProposedViewSize = ProposedViewSize(width: 640, height: 384)) {
        self.proposal = proposal
        let inputs = _ViewInputs(environment: EnvironmentValues(), graph: graph)
        let nodes = makeNodes(of: rootView, inputs: inputs)
        // Several views at the root are laid out as SwiftUI does: like a VStack.
        root = nodes.count == 1 ? nodes[0] : ViewNode(LayoutBehavior(layout: VStackLayout()), children: nodes, inputs: inputs)
        layout()
    }

    private func layout() {
        guard let root else { return }
        root.invalidateLayout()
        root.place(at: .zero, proposal: proposal)
        size = root.frame.size
    }

    /// The frame of the view marked `.accessibilityIdentifier(identifier)`, in the root view's
    /// coordinate space (as `GeometryProxy.frame(in: .global)` reports it inside the view), offsets
    /// included, or `nil` if no view has it.
    public func frame(ofIdentifier identifier: String) -> CGRect? {
        node(withIdentifier: identifier).map { $0.behavior.frameAsDrawn(of: $0) }
    }

    func node(withIdentifier identifier: String) -> ViewNode? {
        var found: ViewNode?
        root?.forEachNode { node in
            if found == nil, node.accessibilityIdentifier == identifier { found = node }
        }
        return found
    }

    /// Everything the view tree draws, in drawing order.
    public var displayList: DisplayList {
        var list = DisplayList()
        root?.draw(into: &list)
        return list
    }

    /// The view tree drawn as plain terminal text: deterministic, without escape codes.
    public func render() -> String {
        render(colors: .none)
    }

    /// The view tree drawn as terminal text, coloured with ANSI escape codes of `colors`.
    public func render(colors: ColorDepth) -> String {
        TerminalCanvas(size: size, displayList: displayList).text(colors: colors)
    }

    /// Lays the tree out again while recording every proposal and answer, in the order asked.
    public func layoutTrace() -> LayoutTrace {
        let recorder = LayoutRecorder()
        graph.recorder = recorder
        layout()
        graph.recorder = nil
        return LayoutTrace(recorder)
    }
}
