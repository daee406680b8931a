import Foundation

extension View {
    /// Layers a view made from the combined value of `key` in this view's subtree in front of
    /// it, once that subtree has been laid out (so anchors in the value can be resolved).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceValueDecoration<K, V>(alignment: alignment, behind: false, transform: transform))
    }

    /// Layers a view made from the combined value of `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceValueDecoration<K, V>(alignment: alignment, behind: true, transform: transform))
    }
}

public struct _PreferenceValueDecoration<K: PreferenceKey, V: View>: ViewModifier {
    let alignment: Alignment
    let behind: Bool
    let transform: (K.Value) -> V

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let decorationInputs = inputs.child(.viewType(ObjectIdentifier(Self.self)))
        return _ViewOutputs(nodes: body(inputs).nodes.map { primary in
            let behavior = PreferenceValueDecorationLayout(
                decoration: DecorationLayout(alignment: modifier.alignment, decorationsBehind: modifier.behind, traceLabel: behindLabel(modifier.behind)),
                makeDecoration: { node in
                    let value = node.children[0].preference(K.self) ?? K.defaultValue
                    return makeNodes(of: modifier.transform(value), inputs: decorationInputs)
                }
            )
            return ViewNode(behavior, children: [primary], inputs: inputs)
        })
    }

    private static func behindLabel(_ behind: Bool) -> String {
        behind ? ".backgroundPreferenceValue(\(K.self))" : ".overlayPreferenceValue(\(K.self))"
    }
}

/// An overlay or background whose content is made once the modified view has been placed.
struct PreferenceValueDecorationLayout: NodeBehavior, HitTestingBehavior {
    let decoration: DecorationLayout
    var decoratesFirstChild: Bool { true }
    let makeDecoration: (ViewNode) -> [ViewNode]

    var traceLabel: String { decoration.traceLabel }

    /// Its views are made when it is placed, so the views a node made again shows continue
    /// those its predecessor showed: a rectangle drawn at a moving anchor slides there.
    var makesChildrenWhenPlaced: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.children[0].place(at: bounds.origin, proposal: proposal)
        node.setChildren([node.children[0]] + makeDecoration(node))
        decoration.placeDecorations(of: node, in: bounds, proposal: proposal)
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        decoration.explicitAlignment(of: key, node: node, size: size, proposal: proposal)
    }

    func spacing(of node: ViewNode) -> ViewSpacing { node.children[0].spacing }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        decoration.draw(node, into: &list)
    }

    func hitTest(_ point: CGPoint, node: ViewNode) -> ViewNode? {
        decoration.hitTest(point, node: node)
    }
}
