import Foundation

extension View {
    /// The transition this view uses when it is inserted or removed in an animated change.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }
}

/// Gives the views it wraps their transition. A transition with a body of its own (a
/// `Transition`, `.modifier(active:identity:)`) also wraps each view in a node that shows it
/// through the body for the phase it is in.
public struct _TransitionModifier: ViewModifier {
    let transition: AnyTransition

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        let transition = modifier.transition
        let trait = TransitionTrait(transition: transition)
        guard !transition.phased.isEmpty else {
            // Written onto the view's nodes, and onto those its body makes when it runs again.
            trait.apply(toNew: outputs.nodes)
            return outputs
        }
        // The node made here stays when the view's body runs again (its new nodes go into
        // the slot), so it carries the transition itself.
        return _ViewOutputs(nodes: outputs.nodes.map { view in
            let content = TransitionPhaseContent(parts: transition.phased, view: ViewNode(TransitionContentSlot(), children: [view], inputs: inputs), inputs: inputs)
            let node = ViewNode(TransitionPhaseLayout(content: content), children: content.make(.identity), inputs: inputs)
            trait.apply(to: node)
            return node
        })
    }
}

/// The transition as a trait of the views it applies to.
struct TransitionTrait: NodeAttributeModifier {
    let transition: AnyTransition
    func apply(to node: ViewNode) { node.traits.transition = transition }
}

/// One transition with a body: it makes the body for a phase around the view's content. In an
/// asymmetric transition it applies one way only, and shows `.identity` the other way.
struct PhasedTransitionPart {
    private var onInsertion = true
    private var onRemoval = true
    private let makeBody: (TransitionPhase, _ViewInputs, @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs

    init<T: Transition>(_ transition: T) {
        makeBody = { phase, inputs, content in
            var inputs = inputs
            inputs.modifierContents[ObjectIdentifier(PlaceholderContentView<T>.self)] = content
            return T.Body._makeView(transition.body(content: PlaceholderContentView(), phase: phase), inputs: inputs)
        }
    }

    func applies(onInsertion isInsertion: Bool) -> Bool { isInsertion ? onInsertion : onRemoval }

    /// This part for insertions only, or for removals only.
    func only(onInsertion isInsertion: Bool) -> Self {
        var part = self
        part.onInsertion = onInsertion && isInsertion
        part.onRemoval = onRemoval && !isInsertion
        return part
    }

    /// The nodes of the body for `phase`, with `content` making the view it wraps.
    func make(_ phase: TransitionPhase, inputs: _ViewInputs, content: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let applies = switch phase {
        case .willAppear: onInsertion
        case .identity: true
        case .didDisappear: onRemoval
        }
        return makeBody(applies ? phase : .identity, inputs, content)
    }
}

/// The view a phased transition wraps, and the bodies it makes around it for each phase.
final class TransitionPhaseContent {
    let parts: [PhasedTransitionPart]
    /// The view, in a node of its own that every phase's body wraps: its body may run again
    /// and replace the nodes inside, while the slot stays.
    let view: ViewNode
    let inputs: _ViewInputs
    /// Set when the view is inserted in an animated change: its first placement shows it in
    /// `.willAppear`, then animates to `.identity`.
    var insertsWhenPlaced = false

    init(parts: [PhasedTransitionPart], view: ViewNode, inputs: _ViewInputs) {
        self.parts = parts
        self.view = view
        self.inputs = inputs
    }

    /// The nodes of every part's body for `phase`, the first part innermost.
    func make(_ phase: TransitionPhase) -> [ViewNode] {
        let view = self.view
        var make: (_ViewInputs) -> _ViewOutputs = { _ in _ViewOutputs(node: view) }
        for part in parts {
            let inner = make
            make = { part.make(phase, inputs: $0, content: inner) }
        }
        return make(inputs).nodes
    }
}

/// The node of a view with a phased transition. It is not a view of its own: its content is
/// laid out as it would be without it.
struct TransitionPhaseLayout: ContentWrapperLayout {
    let content: TransitionPhaseContent

    var traceLabel: String { ".transition" }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        if content.insertsWhenPlaced {
            // Shown first as it looks before it comes in, so that what differs in `.identity`
            // animates from there, as a state change does.
            content.insertsWhenPlaced = false
            node.setChildren(content.make(.willAppear))
            RootLayout().placeChildren(of: node, in: bounds, proposal: proposal)
            node.setChildren(content.make(.identity))
        }
        RootLayout().placeChildren(of: node, in: bounds, proposal: proposal)
    }

    /// Shows the view as it looks once it has gone, animating there with the transaction of its
    /// removal; it stays in the frame it had.
    func leave(_ node: ViewNode) {
        node.graph.makingLeavingViews { node.setChildren(content.make(.didDisappear)) }
        RootLayout().placeChildren(of: node, in: node.frame, proposal: node.placedProposal)
    }
}

/// Where a phased transition's body puts the view it wraps.
struct TransitionContentSlot: PassThroughLayout {
    var traceLabel: String { "content" }
}

extension ViewNode {
    /// The node that shows this view's phased transition: this one, or the one inside it that
    /// gave it its transition.
    var transitionPhaseNode: (node: ViewNode, layout: TransitionPhaseLayout)? {
        var node = self
        while true {
            if let layout = node.behavior as? TransitionPhaseLayout { return (node, layout) }
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }
}
