import Foundation

/// One element of the view graph: a primitive view or modifier, with its children,
/// its environment and the results of its last layout.
///
/// Composite views (those with a `body`) leave no node of their own; their body's nodes
/// take their place. Layout questions go through `sizeThatFits(_:)`, which caches answers
/// per proposal so that nested stacks stay linear however often they measure children.
final class ViewNode {
    let behavior: any NodeBehavior
    /// Which view this node is, stable across updates: the identity of the view that made it.
    /// A modifier applied to a group of views makes one node for each, all with its identity.
    let identity: ViewIdentity
    // Layout reads these for every question; the graph is used from one thread at a time, so the
    // runtime's per-access exclusivity checks (a sizeable part of layout's time) are left off.
    @exclusivity(unchecked) private(set) var children: [ViewNode]
    /// The enclosing node; `nil` for the root. Parents own their children.
    private(set) unowned(unsafe) var parent: ViewNode?
    let environment: EnvironmentValues
    /// The host keeps the graph alive for as long as its nodes.
    unowned(unsafe) let graph: ViewGraph
    /// Values that stay with a view when modifiers wrap it (`layoutPriority`, `zIndex`).
    @exclusivity(unchecked) var traits: ViewTraits
    /// The identifier set with `accessibilityIdentifier(_:)`.
    var accessibilityIdentifier: String?
    /// The id of the `ForEach` element this view was made for, if any: a picker's implicit tag.
    var elementID: AnyHashable?
    /// The id given with `id(_:)`, for `ScrollViewProxy.scrollTo(_:anchor:)`.
    var explicitID: AnyHashable?
    /// The name given with `coordinateSpace(name:)`, for `GeometryProxy.frame(in: .named(_:))`.
    var coordinateSpaceName: AnyHashable?
    /// The view with a body whose output this node is (the outermost one, when bodies nest).
    weak var producer: ViewRecord?
    /// Whether this node or one below it may set an alignment guide explicitly.
    private var mayHaveExplicitAlignment: Bool
    /// Preference values this view sets or transforms.
    var preferenceWriters: [PreferenceWriter] = []
    /// Storage for the cache of the node's `Layout` (a `LayoutCacheBox` of its `Cache`).
    @exclusivity(unchecked) var layoutCache: LayoutCacheStorage?

    /// The frame chosen by the last placement, in the root view's coordinate space.
    @exclusivity(unchecked) private(set) var frame: CGRect = .zero
    /// The proposal received at the last placement.
    @exclusivity(unchecked) private(set) var placedProposal: ProposedViewSize = .unspecified
    /// The graph's placement pass in which this node was last placed.
    @exclusivity(unchecked) private(set) var placementPass = -1

    /// The frame chosen by the last placement, relative to the parent's frame; `nil` before the
    /// view is first placed. A change to it is what animates the view's position and size.
    @exclusivity(unchecked) var relativeFrame: CGRect?
    /// The frame as it is shown now, in the root's coordinate space: the layout's frame while
    /// nothing moves, a point on the way there while an animation runs.
    @exclusivity(unchecked) var presentedFrame: CGRect = .zero
    /// What animates on this view, while something does.
    @exclusivity(unchecked) var animations: NodeAnimations?
    /// The node this one replaced in an update, until this one is placed (a reference, which
    /// placement tests cheaply, rather than the node's behaviour itself).
    @exclusivity(unchecked) var predecessor: ViewNode?
    /// The placement pass in which this node's behaviour differed from its predecessor's.
    @exclusivity(unchecked) var changedInPass = -1
    /// The placement pass in which this node was first placed.
    @exclusivity(unchecked) var appearedInPass = -1
    /// Whether this view, new in an animated frame that it fills, is shown at that frame's size.
    @exclusivity(unchecked) var followsParentSize = false
    /// Views that were removed from inside this one in an update, until this node is placed
    /// and decides whether they leave with a transition.
    @exclusivity(unchecked) var pendingDepartures: [ViewNode] = []
    /// The children of the node this one replaced, for a node that makes its children when it
    /// is placed: its new children continue them.
    @exclusivity(unchecked) var predecessorChildren: [ViewNode] = []

    @exclusivity(unchecked) private var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []

    init(_ behavior: any NodeBehavior, children: [ViewNode] = [], inputs: _ViewInputs) {
        self.behavior = behavior
        identity = inputs.identity
        self.children = children
        self.environment = inputs.environment
        self.graph = inputs.graph
        traits = children.count == 1 || (behavior.decoratesFirstChild && !children.isEmpty) ? children[0].traits : ViewTraits()
        mayHaveExplicitAlignment = behavior.providesExplicitAlignment || children.contains { $0.mayHaveExplicitAlignment }
        for child in children { child.parent = self }
    }

    /// Makes `node`, which was removed from inside this view, a child that is only drawn, while
    /// it leaves.
    func adoptDeparting(_ node: ViewNode) {
        node.parent = self
    }

    /// Replaces the children, as a GeometryReader does when its content is built at placement time.
    func setChildren(_ newChildren: [ViewNode]) {
        carryPresentation(from: children + predecessorChildren, to: newChildren)
        predecessorChildren = []
        children = newChildren
        for child in newChildren { child.parent = self }
    }

    /// Puts `new` where `old` was, after a view's body made new nodes in an update.
    func replaceChild(_ old: ViewNode, with new: ViewNode) {
        guard let index = children.firstIndex(where: { $0 === old }) else { return }
        carryPresentation(from: [old], to: [new])
        children[index] = new
        new.parent = self
    }

    // MARK: Layout

    /// The size this view chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        for entry in sizeCache where entry.proposal == proposal {
            return entry.size
        }
        let recorder = graph.recorder
        recorder?.begin(self, proposal: proposal)
        let size = behavior.sizeThatFits(proposal, node: self)
        recorder?.end(self, size: size)
        if sizeCache.isEmpty { sizeCache.reserveCapacity(4) }
        sizeCache.append((proposal, size))
        return size
    }

    /// Gives this view its frame: it chooses a size for `proposal` and is placed so that
    /// `anchor` of that size lands on `position`; then it places its own children.
    func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        // Right to left, a container's children are placed mirrored inside it; doing it at
        // every level mirrors the whole subtree, while each view keeps its own size.
        if let parent, parent.environment.layoutDirection == .rightToLeft, parent.behavior.mirrorsRightToLeft {
            origin.x = parent.frame.minX + parent.frame.maxX - origin.x - size.width
        }
        frame = CGRect(origin: origin, size: size)
        placedProposal = proposal
        placementPass = graph.placementPass
        present()
        behavior.placeChildren(of: self, in: frame, proposal: proposal)
    }

    /// Whether the last layout pass placed this view, so that it is on screen: a child that a
    /// `ViewThatFits` did not choose is not, and has no frame to report.
    var isShown: Bool { placementPass == graph.placementPass }

    /// Forgets cached sizes in this subtree, before a new layout pass.
    func invalidateLayout() {
        invalidateOwnLayout()
        for child in children { child.invalidateLayout() }
    }

    /// Forgets cached sizes of this node and its ancestors, whose answers may depend on children
    /// that changed; other subtrees keep theirs, so an update re-measures only what changed.
    func invalidateLayoutUpward() {
        for node in ancestors { node.invalidateOwnLayout() }
    }

    private func invalidateOwnLayout() {
        sizeCache.removeAll(keepingCapacity: true)
        layoutCache?.needsUpdate = true
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal)
    }

    func explicitAlignment(of key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard mayHaveExplicitAlignment else { return nil }
        return behavior.explicitAlignment(of: key, node: self, size: size, proposal: proposal)
    }

    var spacing: ViewSpacing { behavior.spacing(of: self) }

    // MARK: Drawing

    func draw(into list: inout DisplayList) {
        if let appearance = animations?.transition?.appearance {
            let transform = appearance.transform(in: presentedFrame)
            return list.withContext({
                $0.opacity *= appearance.opacity
                $0.transform = transform.concatenating($0.transform)
            }) { drawWithIdentifier(into: &$0) }
        }
        drawWithIdentifier(into: &list)
    }

    private func drawWithIdentifier(into list: inout DisplayList) {
        let behavior = presentedBehavior
        guard let accessibilityIdentifier else { return behavior.draw(self, into: &list) }
        list.withContext({ $0.identifier = accessibilityIdentifier }) { behavior.draw(self, into: &$0) }
    }

    /// Draws the children in z-order: by `zIndex`, then in the order they were declared;
    /// views on their way out are drawn under them until their transition ends.
    func drawChildren(into list: inout DisplayList) {
        for departing in animations?.departing ?? [] { departing.draw(into: &list) }
        if children.contains(where: { $0.traits.zIndex != 0 }) {
            let ordered = children.enumerated().sorted {
                ($0.element.traits.zIndex, $0.offset) < ($1.element.traits.zIndex, $1.offset)
            }
            for (_, child) in ordered { child.draw(into: &list) }
        } else {
            for child in children { child.draw(into: &list) }
        }
    }

    // MARK: Queries

    /// The text shown in this subtree, pieces joined by spaces: a control's visible label.
    var visibleText: String {
        var pieces: [String] = []
        forEachNode { node in
            if let text = node.behavior.textContent { pieces.append(text) }
        }
        return pieces.joined(separator: " ")
    }

    /// This node and every node below it, depth first.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    var ancestors: UnfoldSequence<ViewNode, (ViewNode?, Bool)> {
        sequence(first: self) { $0.parent }
    }
}

/// Values that belong to a view in its container and survive modifiers wrapping it.
struct ViewTraits {
    var layoutPriority: Double = 0
    var zIndex: Double = 0
    /// How the view comes and goes in an animated change; `nil` fades it (`.opacity`).
    var transition: AnyTransition?
    /// Values for the enclosing layout, by key type: `layoutValue(key:value:)`, grid cells' settings.
    var layoutValues: [ObjectIdentifier: Any] = [:]
}
