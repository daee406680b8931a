import Foundation

extension View {
    /// Matches this view's geometry to the source view with the same `id` in `namespace`: the
    /// source (`isSource: true`, the default) is laid out as usual; every other view with that id
    /// is proposed the source's size and placed where the source is. Layout around it is unchanged.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), isSource: isSource))
    }
}

struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

public struct _MatchedGeometryEffect: ViewModifier {
    let key: MatchedGeometryKey
    let isSource: Bool

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        _ViewOutputs(nodes: body(inputs).nodes.map { content in
            let node = ViewNode(MatchedGeometryLayout(key: modifier.key, isSource: modifier.isSource), children: [content], inputs: inputs)
            if modifier.isSource { inputs.graph.matchedSources[modifier.key] = node }
            return node
        })
    }
}

/// Lays out its content normally, but a non-source places it over the source's frame, which
/// must have been placed earlier in the same pass (a source before its followers in the tree,
/// or in the view that an overlay decorates); otherwise the follower stays where it is.
struct MatchedGeometryLayout: UnaryLayoutBehavior {
    let key: MatchedGeometryKey
    let isSource: Bool

    var traceLabel: String { ".matchedGeometryEffect(id: \(key.id.base), isSource: \(isSource))" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let child = node.children[0]
        guard !isSource, let source = node.graph.matchedSources[key], source !== node, source.placementPass == node.placementPass else {
            return child.place(at: bounds.origin, proposal: proposal)
        }
        let shift = offsets(between: node, andSharedAncestorsOf: source)
        child.place(at: CGPoint(x: source.frame.minX + shift.width, y: source.frame.minY + shift.height),
                    proposal: ProposedViewSize(source.frame.size))
    }

    /// The offsets around this follower that the source does not share. SwiftUI applies
    /// geometry effects outside the matched one on top of it, so `.matchedGeometryEffect(…,
    /// isSource: false).offset(y: 16)` sits 16 points below the source; an offset around both
    /// has moved the source already.
    private func offsets(between node: ViewNode, andSharedAncestorsOf source: ViewNode) -> CGSize {
        let shared = Set(source.ancestors.map(ObjectIdentifier.init))
        var total = CGSize.zero
        for ancestor in node.ancestors.dropFirst() {
            if shared.contains(ObjectIdentifier(ancestor)) { break }
            if let offset = ancestor.behavior as? _OffsetEffect {
                // Right to left an offset's x is mirrored, as the offset's own placement is.
                let sign: CGFloat = ancestor.environment.layoutDirection == .rightToLeft ? -1 : 1
                total.width += sign * offset.offset.width
                total.height += offset.offset.height
            }
        }
        return total
    }

    /// A follower appears where its content was placed: over the source.
    func frameAsDrawn(of node: ViewNode) -> CGRect {
        isSource ? node.presentedFrame : node.children[0].presentedBehavior.frameAsDrawn(of: node.children[0])
    }

    /// A follower is placed at the source's absolute frame, which is already mirrored.
    var mirrorsRightToLeft: Bool { isSource }
}
