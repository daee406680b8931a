import Foundation

/// What a primitive view or modifier does in layout and drawing.
///
/// Every built-in view and modifier is one small type conforming to this protocol (or to
/// `UnaryLayoutBehavior`), so its sizing, placement and drawing sit together in one file.
protocol NodeBehavior {
    /// The size the view chooses for `proposal`. Called through `ViewNode.sizeThatFits`, which caches.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
    /// Places the children inside `bounds` (root coordinates), the frame this view was given.
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize)
    /// The value of an alignment guide that this view sets explicitly, measured from its origin.
    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    /// Whether this view may set alignment guides itself (text baselines, `alignmentGuide`, a custom
    /// `Layout`). Views that do not, and contain none that do, answer guide questions at once.
    var providesExplicitAlignment: Bool { get }
    /// The spacing this view prefers next to its neighbours in a stack.
    func spacing(of node: ViewNode) -> ViewSpacing
    /// Adds what this view draws, and what its children draw, to `list`.
    func draw(_ node: ViewNode, into list: inout DisplayList)
    /// Where the view appears: its frame, or for an offset its content's. `frame(ofIdentifier:)`
    /// reports this, so a view marked after `.offset` is found where it is drawn.
    func frameAsDrawn(of node: ViewNode) -> CGRect
    /// Whether this view places its children mirrored in a right-to-left layout (a matched
    /// geometry follower does not: it is placed at its source's frame, already mirrored).
    var mirrorsRightToLeft: Bool { get }
    /// The text this view shows itself (a Text's string), for finding controls by their label.
    var textContent: String? { get }
    /// Whether this view makes its children when it is placed (a GeometryReader, whose content
    /// depends on its size), rather than when it is made; the children it is made with (an
    /// overlayPreferenceValue's content) come first.
    var makesChildrenWhenPlaced: Bool { get }
    /// How the layout trace names this view, e.g. `HStack` or `.padding(16)`.
    var traceLabel: String { get }
    /// Whether the first child is the view this one wraps and the others only decorate it
    /// (`overlay`, `background`): the wrapped view's traits, such as `layoutPriority`, pass
    /// through, as they pass through any modifier that wraps one view in SwiftUI.
    var decoratesFirstChild: Bool { get }
}

extension NodeBehavior {
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}
    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    var providesExplicitAlignment: Bool { false }
    func frameAsDrawn(of node: ViewNode) -> CGRect { node.presentedFrame }
    var textContent: String? { nil }
    var makesChildrenWhenPlaced: Bool { false }
    var mirrorsRightToLeft: Bool { true }
    var decoratesFirstChild: Bool { false }
    func spacing(of node: ViewNode) -> ViewSpacing { ViewSpacing() }
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.drawChildren(into: &list) }
}

/// A behaviour with exactly one child that it sizes and places: padding, frames, offsets and
/// every other modifier that wraps a view. Alignment guides and spacing pass through it.
protocol UnaryLayoutBehavior: NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize
    /// Where the child goes for this view's `bounds`, and the proposal it receives.
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement
}

/// A child's position (its top-leading corner, in the parent's coordinate space) and proposal.
struct ChildPlacement {
    var origin: CGPoint
    var proposal: ProposedViewSize
}

extension UnaryLayoutBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        sizeThatFits(proposal, child: node.children[0])
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let child = node.children[0]
        let placement = childPlacement(in: bounds, proposal: proposal, child: child)
        child.place(at: placement.origin, proposal: placement.proposal)
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let child = node.children[0]
        let bounds = CGRect(origin: .zero, size: size)
        let placement = childPlacement(in: bounds, proposal: proposal, child: child)
        let childSize = child.sizeThatFits(placement.proposal)
        guard let value = child.explicitAlignment(of: key, size: childSize, proposal: placement.proposal) else { return nil }
        return value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y)
    }

    func spacing(of node: ViewNode) -> ViewSpacing { node.children[0].spacing }
}

/// A modifier that sizes and places the view it wraps. Declaring the conformance is all a
/// new layout modifier needs: each view that the modifier applies to is wrapped in a node.
protocol UnaryLayoutModifier: ViewModifier, UnaryLayoutBehavior where Body == Never {}

extension UnaryLayoutModifier {
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        _ViewOutputs(nodes: body(inputs).nodes.map { ViewNode(modifier, children: [$0], inputs: inputs) })
    }
}

/// A node around one view that leaves its layout alone: the view gets the proposal and the
/// frame the node gets.
protocol PassThroughLayout: UnaryLayoutBehavior {}

extension PassThroughLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }
}

/// A modifier that changes only how its content is drawn (opacity, clipping, transforms):
/// layout passes straight through.
protocol DrawingEffectModifier: UnaryLayoutModifier, PassThroughLayout {
    func draw(_ node: ViewNode, into list: inout DisplayList)
}

/// A node that is not a view of its own but holds content made for it (an animatable view's
/// body, a transition's body): the content is laid out as several views are at the root, and
/// is drawn and spaced as if the node were not there.
protocol ContentWrapperLayout: NodeBehavior {}

extension ContentWrapperLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        RootLayout().sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        RootLayout().placeChildren(of: node, in: bounds, proposal: proposal)
    }

    func frameAsDrawn(of node: ViewNode) -> CGRect {
        guard node.children.count == 1 else { return node.presentedFrame }
        return node.children[0].presentedBehavior.frameAsDrawn(of: node.children[0])
    }

    func spacing(of node: ViewNode) -> ViewSpacing {
        node.children.count == 1 ? node.children[0].spacing : ViewSpacing()
    }
}
