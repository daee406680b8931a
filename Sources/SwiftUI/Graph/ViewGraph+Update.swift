import Foundation

/// The update cycle, in one place: after state changes, the bodies that read it run, the tree
/// is laid out again, and the actions that wait for layout (appearances, changes, preference
/// changes) run; the state they change is applied in further rounds of the same update.
extension ViewGraph {
    /// How many rounds one update may take before it stops: a loop that never settles
    /// (a body or an action that keeps changing state) is cut off with a warning.
    static let maximumRounds = 16

    /// Marks `record` to run its body in the next update.
    func scheduleUpdate(of record: ViewRecord) {
        if Self.evaluating != nil {
            RuntimeWarning.report("Modifying state during view update, this will cause undefined behavior.")
        }
        if !pending.contains(where: { $0 === record }) { pending.append(record) }
        if pendingTransaction?.animation == nil || Transaction.current.animation != nil {
            pendingTransaction = Transaction.current
        }
    }

    var hasPendingUpdates: Bool { !pending.isEmpty || needsPlacement }

    /// Places the tree again at the next update, in the transaction of the change (a scroll
    /// position set inside `withAnimation` moves the content with that animation).
    func schedulePlacement() {
        needsPlacement = true
        if pendingTransaction?.animation == nil || Transaction.current.animation != nil {
            pendingTransaction = Transaction.current
        }
    }

    /// Applies the state changes made since the last update. `bodyEvaluations` then lists every
    /// body that ran in it, in every round.
    func update() {
        bodyEvaluations = []
        if hasPendingUpdates {
            beginRound()
            applyPendingChanges()
        } else if isAnimating {
            showCurrentValues()
        }
        finishUpdate()
    }

    /// A new proposal (`host.proposal = …`, `:size`, a resized terminal) is an update too: the
    /// tree is laid out again for it, and what waits for the layout runs at once, as on a device
    /// where a rotated screen's new geometry reaches `onPreferenceChange` and `onGeometryChange`
    /// in the same update.
    func propose(_ newProposal: ProposedViewSize) {
        bodyEvaluations = []
        proposal = newProposal
        layoutAgain()
        finishUpdate()
    }

    /// Runs what waits for the layout, then applies the state it changed, round after round,
    /// until nothing changes or `maximumRounds` have passed.
    func finishUpdate() {
        for round in 1... {
            let actions = preferenceObservers.changedActions(warningAfterRound: round > Self.maximumRounds)
                + afterUpdate + disappearances + startingTasks
            afterUpdate = []
            disappearances = []
            startingTasks = []
            guard !actions.isEmpty, round <= Self.maximumRounds else { return }
            for action in actions { action() }
            guard hasPendingUpdates else { return }
            beginRound()
            applyPendingChanges()
        }
    }

    /// Runs the pending bodies and lays out again what they changed.
    private func applyPendingChanges() {
        transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        if !transaction.completions.isEmpty {
            completionGroup = AnimationCompletionGroup(transaction.completions) { [unowned self] due in
                afterUpdate.append(contentsOf: due.map(\.action))
            }
        }
        runPendingBodies()
        for node in changedNodes { node.invalidateLayoutUpward() }
        place()
        removedMatchedSources = [:]
        completionGroup?.fireIfNothingIsRunning()
        completionGroup = nil
        transaction = Transaction()
    }

    /// Runs the bodies of the records whose state changed, outermost first, and splices their
    /// new nodes into the tree. A change made while a body runs is applied in a later batch, a
    /// bounded number of times.
    private func runPendingBodies() {
        for _ in 0..<Self.maximumRounds {
            let batch = pending.filter { !$0.isRemoved }.sorted { $0.depth < $1.depth }
            pending.removeAll()
            for record in batch where record.isDirty && !record.isRemoved {
                let old = record.outputs
                let new = run(record, reasons: record.dirtyReasons)
                splice(record, old: old, new: new)
            }
            if pending.isEmpty { return }
        }
        RuntimeWarning.report("A view's state keeps changing while views update; stopped after \(Self.maximumRounds) rounds. Change state in actions, not in body.")
        pending.removeAll()
    }

    /// Puts a record's new nodes where its old ones were. When their number changed, the
    /// enclosing record makes its nodes again from its last body (without running it).
    private func splice(_ record: ViewRecord, old: [ViewNode], new: [ViewNode]) {
        if zip(old, new).allSatisfy({ $0 === $1 }) && old.count == new.count { return }
        if old.count == new.count, !old.isEmpty {
            for (oldNode, newNode) in zip(old, new) {
                newNode.producer = record
                record.applyAttributesFromOutside(to: newNode)
                // Enclosing views whose body is this view share its nodes: they change too.
                var enclosing = record.parent
                while let outer = enclosing, let index = outer.outputs.firstIndex(where: { $0 === oldNode }) {
                    outer.outputs[index] = newNode
                    newNode.producer = outer
                    outer.applyAttributesFromOutside(to: newNode)
                    enclosing = outer.parent
                }
                guard let parent = oldNode.parent else { continue }
                parent.replaceChild(oldNode, with: newNode)
                changedNodes.append(parent)
            }
            return
        }
        guard let enclosing = record.parent else {
            root.setChildren(new)
            changedNodes.append(root)
            return
        }
        let enclosingOld = enclosing.outputs
        splice(enclosing, old: enclosingOld, new: remake(enclosing))
    }
}
