import Foundation

/// The persistent part of one hosted view tree: the records of views with a body (their
/// state and the nodes they made), which of them must run again, and the log of body
/// evaluations. Layout nodes hang off the records; an update runs only the bodies that read
/// changed state (or whose inputs changed) and splices their new nodes into the tree.
final class ViewGraph {
    /// Set while `TerminalHost.layoutTrace()` records a layout pass.
    var recorder: LayoutRecorder?
    /// Counts placement passes, so a view can tell whether another was placed in this one.
    var placementPass = 0
    /// The source view of each matched-geometry id.
    var matchedSources: [MatchedGeometryKey: ViewNode] = [:]
    /// The node that holds the root view's nodes.
    unowned(unsafe) var rootNode: ViewNode?

    private var records: [ViewIdentity: ViewRecord] = [:]
    private var pending: [ViewRecord] = []
    private var visit = 0
    /// Nodes whose children changed in this update: their layout must be recomputed.
    private(set) var changedNodes: [ViewNode] = []

    /// The type names of the views whose body ran in the last update, in order.
    private(set) var bodyEvaluations: [String] = []
    /// Attachments of modifiers outside any view with a body.
    private var rootAttachments: [ViewIdentity: ViewAttachment] = [:]
    /// Actions to run once the update is laid out: appearances and changes, deepest view first.
    private var afterUpdate: [() -> Void] = []
    /// Preference watchers, asked after layout; each lives as long as its modifier does.
    private var preferenceObservers: [WeakPreferenceObserver] = []
    /// How many updates in a row a preference action caused, to stop a loop that never settles.
    private var preferenceRounds = 0

    func observePreferences(_ observer: PreferenceObserving) {
        preferenceObservers.removeAll { $0.observer == nil }
        if !preferenceObservers.contains(where: { $0.observer === observer }) {
            preferenceObservers.append(WeakPreferenceObserver(observer: observer))
        }
    }

    /// Queues the actions of preferences whose values changed; called after layout. A chain of
    /// updates caused by preference actions is cut after a bounded number of rounds.
    func checkPreferences(causedByPreferenceAction: Bool) {
        preferenceRounds = causedByPreferenceAction ? preferenceRounds + 1 : 0
        let changed = preferenceObservers.compactMap(\.observer).compactMap { observer in observer.valueChanged().map { (observer, $0) } }
        guard !changed.isEmpty else { return }
        guard preferenceRounds < 16 else {
            for (observer, _) in changed {
                RuntimeWarning.report("Bound preference \(observer.keyName) tried to update multiple times per frame.")
            }
            return
        }
        for (_, action) in changed { afterUpdate.append(action) }
    }

    /// The record whose body is running now, which state reads are attributed to.
    nonisolated(unsafe) static var evaluating: ViewRecord?

    /// Runs `body` with `record` as the view whose state reads become its dependencies: its
    /// body, and the closures its body hands on, whether they run while its nodes are made (a
    /// `ForEach`'s content) or later (a `GeometryReader`'s content, built at layout time). A view
    /// made inside them reads as itself while its own body runs.
    static func reading<Result>(as record: ViewRecord?, _ body: () -> Result) -> Result {
        let previous = evaluating
        evaluating = record
        defer { evaluating = previous }
        return body()
    }

    /// When the host goes, every view leaves: subscriptions end, so timers and objects that
    /// outlive the host no longer reach into it.
    deinit {
        for record in records.values { record.markRemoved() }
        for attachment in rootAttachments.values { attachment.disappear() }
    }

    // MARK: Making views with a body

    func makeView<V: View>(_ view: V, inputs: _ViewInputs) -> _ViewOutputs {
        make(view, type: V.self, inputs: inputs, reusesNodes: true) { ViewDriver(view: view) }
    }

    /// A custom modifier has state and a body like a view; its nodes are always made again,
    /// since the content it wraps may have changed, but its body runs only when it must.
    func makeModifier<M: ViewModifier>(_ modifier: M, inputs: _ViewInputs) -> _ViewOutputs {
        make(modifier, type: M.self, inputs: inputs, reusesNodes: false) { ViewDriver(modifier: modifier) }
    }

    private func make(_ value: Any, type: Any.Type, inputs: _ViewInputs, reusesNodes: Bool, driver: () -> any ViewRecordDriver) -> _ViewOutputs {
        var inputs = inputs
        inputs.identity = inputs.identity.appending(IdentityComponent.viewType(ObjectIdentifier(type)))
        let parent = inputs.parentRecord
        let record: ViewRecord
        var reasons: [String] = []
        if let existing = records[inputs.identity], !existing.isRemoved {
            record = existing
            // The parent is making this view: attributes around it are about to be applied anew.
            record.attributesFromOutside.removeAll()
            let sameView = record.driver.isEqualToLastView(value)
            if reusesNodes, sameView, !record.isDirty, record.inputs.environment.isIdentical(to: inputs.environment) {
                markVisited(record)
                list(record, in: parent)
                return produced(record.outputs, by: record)
            }
            if sameView, !record.isDirty, record.readsSameValues(in: inputs.environment) {
                // The environment changed, but not in what this body read: its nodes are made
                // again for the new environment without running the body.
                record.inputs = inputs
                list(record, in: parent)
                return produced(remake(record), by: record)
            }
            if !sameView { reasons.append("@self") }
            record.driver = driver()
            record.inputs = inputs
        } else {
            record = ViewRecord(identity: inputs.identity, typeName: Self.typeName(type), parent: parent, inputs: inputs, driver: driver())
            records[inputs.identity] = record
            // SwiftUI's first line for a view names its identity only when the view has state
            // tied to it, and then every dynamic property: "Counter: @self, @identity, _count changed."
            let properties = DynamicPropertyInstaller.names(in: value)
            reasons = ["@self"] + (properties.isEmpty ? [] : ["@identity"] + properties)
        }
        list(record, in: parent)
        return produced(run(record, reasons: reasons + record.dirtyReasons), by: record)
    }

    /// Marks `nodes` as the outputs of `record`, so attributes applied around the view (an
    /// identifier, a layout priority) are remembered on it and given to its next nodes.
    private func produced(_ nodes: [ViewNode], by record: ViewRecord) -> _ViewOutputs {
        for node in nodes { node.producer = record }
        return _ViewOutputs(nodes: nodes)
    }

    private func list(_ record: ViewRecord, in parent: ViewRecord?) {
        guard let parent, !record.isListed else { return }
        parent.children.append(record)
        record.isListed = true
    }

    /// Starts a make of `record`'s nodes: its children are listed afresh.
    private func beginMake(_ record: ViewRecord) -> [ViewRecord] {
        record.lastVisit = visit
        let previous = record.children
        for child in previous { child.isListed = false }
        record.children = []
        return previous
    }

    /// Runs a record's body and remembers what it made; records it no longer made are removed.
    private func run(_ record: ViewRecord, reasons: [String]) -> [ViewNode] {
        let previousChildren = beginMake(record)
        bodyEvaluations.append(record.typeName)
        let outputs = record.driver.evaluate(record, reasons: reasons)
        record.clearChanges()
        record.outputs = outputs
        removeRecords(previousChildren.filter { $0.lastVisit != visit })
        record.removeStaleAttachments(visit: visit)
        return outputs
    }

    /// Makes a record's nodes again from its last body, without running the body.
    private func remake(_ record: ViewRecord) -> [ViewNode] {
        let previousChildren = beginMake(record)
        let outputs = record.driver.remake(record)
        record.outputs = outputs
        removeRecords(previousChildren.filter { $0.lastVisit != visit })
        record.removeStaleAttachments(visit: visit)
        return outputs
    }

    private func markVisited(_ record: ViewRecord) {
        record.lastVisit = visit
        for attachment in record.attachments.values { attachment.lastVisit = visit }
        for child in record.children { markVisited(child) }
    }

    // MARK: Attachments and actions after the update

    func attachment(at identity: ViewIdentity, owner: ViewRecord?) -> (attachment: ViewAttachment, isNew: Bool) {
        let existing = owner?.attachments[identity] ?? rootAttachments[identity]
        let attachment = existing ?? ViewAttachment()
        attachment.lastVisit = visit
        if existing == nil {
            if let owner { owner.attachments[identity] = attachment } else { rootAttachments[identity] = attachment }
        }
        return (attachment, existing == nil)
    }

    /// Queues `action` to run after this update's layout (onAppear, onChange).
    func runAfterUpdate(_ action: @escaping () -> Void) {
        afterUpdate.append(action)
    }

    /// Runs the queued actions, in the order queued. Actions may change state; the host then
    /// updates again.
    func runQueuedActions() {
        let actions = afterUpdate
        afterUpdate.removeAll()
        for action in actions { action() }
    }

    var hasQueuedActions: Bool { !afterUpdate.isEmpty }

    private func removeRecords(_ removed: [ViewRecord]) {
        for record in removed {
            removeRecords(record.children)
            record.markRemoved()
            records[record.identity] = nil
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        String(describing: type).replacingOccurrences(of: "SwiftUI.", with: "")
    }

    // MARK: Updates

    func scheduleUpdate(of record: ViewRecord) {
        if Self.evaluating != nil {
            RuntimeWarning.report("Modifying state during view update, this will cause undefined behavior.")
        }
        if !pending.contains(where: { $0 === record }) { pending.append(record) }
    }

    var hasPendingUpdates: Bool { !pending.isEmpty }

    /// Puts `earlier` before this round's evaluations, when actions after an update caused
    /// another round that belongs to the same update.
    func keepEvaluations(before earlier: [String]) {
        bodyEvaluations = earlier + bodyEvaluations
    }

    /// Starts a new update: the evaluation log and the changed nodes start empty.
    func beginUpdate() {
        visit += 1
        bodyEvaluations = []
        changedNodes = []
    }

    /// Runs the bodies of the records whose state changed, outermost first, and splices their
    /// new nodes into the tree. A change made while a body runs is applied in a later round;
    /// after a bounded number of rounds the update stops rather than loop forever.
    func runPendingUpdates() {
        var rounds = 0
        while !pending.isEmpty {
            rounds += 1
            if rounds > 8 {
                RuntimeWarning.report("A view's state keeps changing while views update; stopped after 8 rounds. Change state in actions, not in body.")
                pending.removeAll()
                return
            }
            let batch = pending.filter { !$0.isRemoved }.sorted { $0.depth < $1.depth }
            pending.removeAll()
            for record in batch where record.isDirty && !record.isRemoved {
                let old = record.outputs
                let new = run(record, reasons: record.dirtyReasons)
                splice(record, old: old, new: new)
            }
        }
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
            rootNode?.setChildren(new)
            if let rootNode { changedNodes.append(rootNode) }
            return
        }
        let enclosingOld = enclosing.outputs
        splice(enclosing, old: enclosingOld, new: remake(enclosing))
    }
}

extension ViewRecord {
    /// The changed properties, as reasons for `_printChanges()`.
    var dirtyReasons: [String] { changedProperties }
}
