import Foundation

/// The layout of `overlay` and `background`: the modified view (the first child) takes the
/// proposal and decides the size; each decoration is proposed exactly that size and aligned
/// in it. The decorations never change the layout around them.
struct DecorationLayout: NodeBehavior {
    let alignment: Alignment
    let decorationsBehind: Bool
    let traceLabel: String
    var decoratesFirstChild: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.children[0].place(at: bounds.origin, proposal: proposal)
        placeDecorations(of: node, in: bounds, proposal: proposal)
    }

    /// Places every child but the first (already placed) in the first one's frame.
    func placeDecorations(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let decorationProposal = ProposedViewSize(bounds.size)
        let primary = node.children[0].dimensions(in: proposal)
        for decoration in node.children.dropFirst() {
            let child = decoration.dimensions(in: decorationProposal)
            decoration.place(at: CGPoint(
                x: bounds.minX + primary[alignment.horizontal] - child[alignment.horizontal],
                y: bounds.minY + primary[alignment.vertical] - child[alignment.vertical]
            ), proposal: decorationProposal)
        }
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.children[0].explicitAlignment(of: key, size: size, proposal: proposal)
    }

    func spacing(of node: ViewNode) -> ViewSpacing { node.children[0].spacing }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let primary = node.children[0]
        let decorations = node.children.dropFirst()
        if decorationsBehind { decorations.forEach { $0.draw(into: &list) } }
        primary.draw(into: &list)
        if !decorationsBehind { decorations.forEach { $0.draw(into: &list) } }
    }
}

extension DecorationLayout: HitTestingBehavior {
    /// A touch reaches what is drawn in front first: an overlay before the view, the view
    /// before its background, so a background is hit only where the view draws nothing there
    /// (a tap on a text with a gesture, in a row with a coloured background, reaches the text).
    func hitTest(_ point: CGPoint, node: ViewNode) -> ViewNode? {
        guard decorationsBehind else { return node.hitTestChildren(point) }
        return node.children[0].hitTest(point) ?? node.children.dropFirst().reversed().lazy.compactMap { $0.hitTest(point) }.first
    }
}

/// What `overlay` and `background` share: each view the modifier applies to becomes a
/// `DecorationLayout` node with the decoration beside it. The conforming types carry SwiftUI's
/// names (`_BackgroundModifier<Color>`), which a learner sees in `type(of:)` of a body.
protocol DecoratingModifier: ViewModifier where Body == Never {
    associatedtype Decoration: View
    var decoration: Decoration { get }
    var alignment: Alignment { get }
    /// Whether the decoration is drawn behind the view (a background) or in front of it.
    static var isBehind: Bool { get }
    /// How `:explain` names the modifier.
    static var traceLabel: String { get }
}

extension DecoratingModifier {
    static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let behavior = DecorationLayout(alignment: modifier.alignment, decorationsBehind: isBehind, traceLabel: traceLabel)
        return _ViewOutputs(nodes: body(inputs).nodes.map { primary in
            // Apart from the content's identity, so the two never pass for each other.
            let decorations = makeNodes(of: modifier.decoration, inputs: inputs.child(.decoration))
            return ViewNode(behavior, children: [primary] + stacked(decorations, inputs: inputs.child(.decoration)), inputs: inputs)
        })
    }

    /// Several views in the closure form one implicit, centre-aligned `ZStack`, which the
    /// modifier's alignment then places as a unit (Apple's `overlay(alignment:content:)`:
    /// "the implicit ZStack that groups the foreground views").
    private static func stacked(_ decorations: [ViewNode], inputs: _ViewInputs) -> [ViewNode] {
        guard decorations.count > 1 else { return decorations }
        return [ViewNode(LayoutBehavior(layout: ZStackLayout()), children: decorations, inputs: inputs)]
    }
}
