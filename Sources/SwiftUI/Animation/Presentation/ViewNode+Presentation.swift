import Foundation

/// How a view is shown over time: at each placement a node compares its new frame and
/// behaviour with those of the view it continues, and animates the difference with the
/// transaction that reaches it; between placements the clock moves what is shown.
extension ViewNode {
    /// The behaviour that draws: the model one, or a copy showing animated data.
    var presentedBehavior: any NodeBehavior { animations?.presentedBehavior ?? behavior }

    /// Hands what is shown of the views in `old` to the views in `new` that continue them (the
    /// same identity), when an update made new nodes for them inside this node. Views of `old`
    /// that nothing continues are removed: they wait in the node around them to leave.
    func carryPresentation(from old: [ViewNode], to new: [ViewNode]) {
        // A view is continued by one of the same identity and the same kind (SwiftUI's
        // structural identity includes the view's type); the nodes a modifier makes for each
        // view of a group share both, and are told apart by their order.
        struct Key: Hashable {
            let identity: ViewIdentity
            let kind: ObjectIdentifier
            let ordinal: Int
        }
        func keyed(_ roots: [ViewNode], _ body: (Key, ViewNode) -> Void) {
            var seen: [Key: Int] = [:]
            for root in roots {
                root.forEachNode { node in
                    let first = Key(identity: node.identity, kind: ObjectIdentifier(type(of: node.behavior)), ordinal: 0)
                    let ordinal = seen[first, default: 0]
                    seen[first] = ordinal + 1
                    body(Key(identity: first.identity, kind: first.kind, ordinal: ordinal), node)
                }
            }
        }
        var predecessors: [Key: ViewNode] = [:]
        keyed(old) { key, node in if node.relativeFrame != nil { predecessors[key] = node } }
        guard !predecessors.isEmpty else { return }
        var successors: [ObjectIdentifier: ViewNode] = [:]
        keyed(new) { key, successor in
            guard let predecessor = predecessors[key] else { return }
            successors[ObjectIdentifier(predecessor)] = successor
            guard successor !== predecessor, successor.relativeFrame == nil else { return }
            successor.relativeFrame = predecessor.relativeFrame
            successor.presentedFrame = predecessor.presentedFrame
            successor.animations = predecessor.animations
            successor.predecessor = predecessor
            // The predecessor is let go: no chain of replaced nodes builds up behind a view
            // that is not placed again.
            predecessor.predecessor = nil
            successor.appearedInPass = predecessor.appearedInPass
            // A layout's cache belongs to its view, not its node: the view goes on, so the
            // cache is updated rather than made again (SwiftUI's makeCache/updateCache).
            if successor.layoutCache == nil, let cache = predecessor.layoutCache {
                cache.needsUpdate = true
                successor.layoutCache = cache
            }
        }
        func findRemoved(_ node: ViewNode, host: ViewNode) {
            guard node.relativeFrame != nil else { return }
            guard let successor = successors[ObjectIdentifier(node)] else {
                // Only a view that was shown leaves; one continued hands on its children even
                // if an earlier pass placed it (views made at placement are carried then).
                guard node.isShown else { return }
                node.forEachNode { removed in
                    guard let matched = removed.behavior as? MatchedGeometryLayout, matched.isSource else { return }
                    graph.removedMatchedSources[matched.key] = (removed, node)
                }
                return host.pendingDepartures.append(node)
            }
            guard successor !== node else { return }
            // The children a node is made with continue now; those it makes when placed (a
            // GeometryReader's content, an overlayPreferenceValue's views) continue then.
            let madeWithIt = successor.behavior.makesChildrenWhenPlaced ? successor.children.count : node.children.count
            node.children.prefix(madeWithIt).forEach { findRemoved($0, host: successor) }
            successor.predecessorChildren = Array(node.children.dropFirst(madeWithIt))
        }
        for node in old { findRemoved(node, host: self) }
    }

    /// Called when the layout has given this node its frame, before its children are placed:
    /// starts the animations of what changed, then works out what is shown now.
    func present() {
        let pass = graph.placementPass
        unowned(unsafe) let parent = self.parent
        let parentOrigin = parent?.frame.origin ?? .zero
        let relative = CGRect(origin: CGPoint(x: frame.minX - parentOrigin.x, y: frame.minY - parentOrigin.y), size: frame.size)
        let previousFrame = relativeFrame
        relativeFrame = relative
        var previousBehavior: (any NodeBehavior)?
        if let predecessor {
            previousBehavior = predecessor.behavior
            self.predecessor = nil
            if behavior.differs(from: predecessor.behavior, environment: environment) { changedInPass = pass }
        }
        var isInserted = false
        var takesOverMatch = false
        if previousFrame == nil {
            appearedInPass = pass
            if let parent {
                isInserted = parent.appearedInPass != pass
                // A new view that fills a parent whose frame animates (a shape inside a view
                // that moves in from a matched geometry) keeps filling it, as its layout would
                // at each size.
                if parent.animations?.geometry != nil || parent.followsParentSize,
                   relative.origin == .zero, relative.size == parent.frame.size {
                    followsParentSize = true
                }
            }
            takesOverMatch = !graph.removedMatchedSources.isEmpty
        }
        let frameChanged = previousFrame.map { $0 != relative } ?? false
        if frameChanged || changedInPass == pass || isInserted || takesOverMatch || !pendingDepartures.isEmpty {
            let transaction = graph.transaction(at: self)
            if let previousFrame, frameChanged {
                animateFrame(from: previousFrame, to: relative, transaction: transaction)
            }
            if previousFrame == nil, let matched = behavior as? MatchedGeometryLayout, matched.isSource,
               let removed = graph.removedMatchedSources[matched.key], let parent {
                // A view that takes over a matched geometry id from a view removed in the same
                // change comes from where that view was, and the removed one goes where this one
                // is as it leaves: "a single view moving" (matchedGeometryEffect's hero move).
                let from = removed.source.presentedFrame.offsetBy(dx: -parent.presentedFrame.minX, dy: -parent.presentedFrame.minY)
                animateFrame(from: from, to: relative, transaction: transaction)
                // Only a view leaving with its transition is still in the tree (and its parents alive).
                if removed.departure.animations?.transition?.isRemoval == true {
                    removed.source.follow(to: frame, transaction: transaction)
                }
            }
            if let previousBehavior, let animatable = behavior as? any AnimatableBehavior {
                animateContent(animatable, from: previousBehavior, transaction: transaction)
            }
            if isInserted { beginInsertion(transaction: transaction) }
            beginRemovals(transaction: transaction)
        }
        showCurrentValues()
    }

    /// Works out what is shown at the graph's current time, from the parent's presented frame
    /// and this node's animations. Animations that have ended are let go.
    func showCurrentValues() {
        unowned(unsafe) let parent = self.parent
        let parentOrigin = parent?.presentedFrame.origin ?? .zero
        var shown = relativeFrame ?? .zero
        if followsParentSize, let parent { shown.size = parent.presentedFrame.size }
        guard let animations else {
            presentedFrame = shown.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
            return
        }
        let time = graph.animationTime
        if let geometry = animations.geometry {
            shown.animatableData = geometry.presented(at: time)
            if !geometry.isAnimating { animations.geometry = nil }
        }
        if let content = animations.content {
            animations.presentedBehavior = content.presented(behavior, at: time)
            if !content.isAnimating {
                animations.content = nil
                animations.presentedBehavior = nil
            }
        }
        presentedFrame = shown.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        showTransitions(of: animations, at: time)
        // Content made for the data shown (an Animatable view's body): while its data
        // animates, and once more when the animation has ended.
        (presentedBehavior as? any DataShowingBehavior)?.showData(of: self)
        if animations.isAnimating { graph.isAnimating = true } else { self.animations = nil }
    }

    /// Moves what animates inside this view, which is leaving with its transition, to the
    /// graph's current time; content made again for the data it shows (an animatable
    /// modifier's body) is laid out in the frame the view had. A leaving view whose own frame
    /// moves (a removed matched-geometry source) moves too.
    func showLeavingValues() {
        let needsLayoutElsewhere = graph.needsLayoutAgain
        graph.needsLayoutAgain = false
        if animations?.geometry != nil { showCurrentValues() }
        for child in children { child.forEachNode { $0.showCurrentValues() } }
        if graph.needsLayoutAgain { behavior.placeChildren(of: self, in: frame, proposal: placedProposal) }
        graph.needsLayoutAgain = needsLayoutElsewhere
    }

    /// A removed matched-geometry source, leaving with its transition, moves to `target` (in
    /// root coordinates) with the view that took over its id; the views that fill it keep
    /// filling it, as the inserted view's do.
    private func follow(to target: CGRect, transaction: Transaction) {
        guard let parent, let previous = relativeFrame else { return }
        let relative = target.offsetBy(dx: -parent.presentedFrame.minX, dy: -parent.presentedFrame.minY)
        relativeFrame = relative
        animateFrame(from: previous, to: relative, transaction: transaction)
        for child in children where child.relativeFrame == CGRect(origin: .zero, size: previous.size) {
            child.followsParentSize = true
        }
    }

    /// This node's animations, made when the first one starts; `animation` is the one starting,
    /// which the host reports as its last.
    private func startingAnimations(with animation: Animation?) -> NodeAnimations {
        if let animation { graph.lastAnimation = animation }
        if let animations { return animations }
        let animations = NodeAnimations()
        self.animations = animations
        return animations
    }

    /// A view that was not there before comes in with its transition when the change is animated.
    private func beginInsertion(transaction: Transaction) {
        let transition = traits.transition ?? .opacity
        guard let animation = transaction.animation, transition.animates(insertion: true) else { return }
        startingAnimations(with: animation).transition = TransitionState(
            effects: transition.insertion, isRemoval: false, animation: animation, at: graph.animationTime, completion: graph.completionGroup)
        transitionPhaseNode?.layout.content.insertsWhenPlaced = true
    }

    /// Views removed from inside this one leave with their transition when the change is
    /// animated, and at once otherwise.
    private func beginRemovals(transaction: Transaction) {
        let removed = pendingDepartures
        pendingDepartures = []
        guard let animation = transaction.animation else { return }
        for node in removed {
            let transition = node.traits.transition ?? .opacity
            guard transition.animates(insertion: false) else { continue }
            node.startingAnimations(with: animation).transition = TransitionState(
                effects: transition.removal, isRemoval: true, animation: animation, at: graph.animationTime, completion: graph.completionGroup)
            adoptDeparting(node)
            startingAnimations(with: animation).departing.append(node)
            if let (phaseNode, layout) = node.transitionPhaseNode { layout.leave(phaseNode) }
        }
    }

    /// Moves this view's own transition and those of the views leaving from inside it to `time`.
    private func showTransitions(of animations: NodeAnimations, at time: TimeInterval) {
        if let transition = animations.transition,
           !transition.show(at: time, frame: presentedFrame, layoutDirection: environment.layoutDirection), !transition.isRemoval {
            animations.transition = nil
        }
        animations.departing.removeAll { departing in
            guard let transition = departing.animations?.transition else { return true }
            return !transition.show(at: time, frame: departing.presentedFrame, layoutDirection: departing.environment.layoutDirection)
        }
    }

    private func animateFrame(from previous: CGRect, to relative: CGRect, transaction: Transaction) {
        let animation = transaction.animation
        guard animation != nil || animations?.geometry != nil else { return }
        let animations = startingAnimations(with: animation)
        let geometry = animations.geometry ?? AnimatedValue(previous.animatableData)
        animations.geometry = geometry
        geometry.set(relative.animatableData, animation: animation, at: graph.animationTime, completion: graph.completionGroup)
    }

    private func animateContent<Behavior: AnimatableBehavior>(_ behavior: Behavior, from previous: any NodeBehavior, transaction: Transaction) {
        guard let previous = previous as? Behavior else { return }
        let data = behavior.animatableData(in: environment)
        let existing = animations?.content as? BehaviorAnimation<Behavior>
        guard transaction.animation != nil || existing != nil else { return }
        let animation = existing ?? BehaviorAnimation<Behavior>(from: previous.animatableData(in: environment))
        startingAnimations(with: transaction.animation).content = animation
        animation.value.set(data, animation: transaction.animation, at: graph.animationTime, completion: graph.completionGroup)
    }
}

extension NodeBehavior {
    /// Whether this behaviour shows something other than `previous` did: different animatable
    /// data, or for a transaction modifier, a different value to watch.
    func differs(from previous: any NodeBehavior, environment: EnvironmentValues) -> Bool {
        if let watching = self as? any TransactionModifier { return watching.differs(from: previous) }
        guard let animatable = self as? any AnimatableBehavior else { return false }
        return animatable.dataDiffers(from: previous, environment: environment)
    }
}

extension AnimatableBehavior {
    func dataDiffers(from previous: any NodeBehavior, environment: EnvironmentValues) -> Bool {
        guard let previous = previous as? Self else { return false }
        return previous.animatableData(in: environment) != animatableData(in: environment)
    }
}
