import Foundation

/// The persistent part of one hosted view tree: the records of views with a body (their
/// state and the nodes they made), which of them must run again, and the log of body
/// evaluations. Layout nodes hang off the records; an update runs only the bodies that read
/// changed state (or whose inputs changed) and splices their new nodes into the tree.
final class ViewGraph {
    /// The node that holds the root view's nodes, stacked vertically when there are several.
    private(set) var root: ViewNode!
    /// The size offered to the root view.
    var proposal: ProposedViewSize
    /// The size the root view chose at the last layout.
    private(set) var size: CGSize = .zero
    /// Set while `TerminalHost.layoutTrace()` records a layout pass.
    var recorder: LayoutRecorder?
    /// Counts placement passes, so a view can tell whether another was placed in this one.
    @exclusivity(unchecked) private(set) var placementPass = 0
    /// The source view of each matched-geometry id.
    var matchedSources: [MatchedGeometryKey: ViewNode] = [:]
    /// Preference watchers, asked after each layout.
    var preferenceObservers = PreferenceObservers()
    /// The text field typed into last (`TerminalHost.moveFocus(to:)`), for a field that no
    /// `FocusState` tells about.
    var focusedField: ViewIdentity?
    /// The list row whose swipe actions `TerminalHost.swipe(_:edge:fully:)` revealed.
    var revealedSwipe: RevealedSwipe?

    private var records: [ViewIdentity: ViewRecord] = [:]
    /// Records whose state changed since their body last ran.
    var pending: [ViewRecord] = []
    /// Counts the rounds of making views; a record not visited in a round was not made again.
    private(set) var visit = 0
    /// Nodes whose children changed in this round: their layout must be recomputed.
    var changedNodes: [ViewNode] = []

    /// The type names of the views whose body ran in the last update, in order.
    var bodyEvaluations: [String] = []
    /// The type names of the views with a body in the tree now, named as `bodyEvaluations`
    /// names them.
    var viewTypeNames: Set<String> {
        Set(records.values.lazy.filter { !$0.isImplementationDetail }.map(\.typeName))
    }
    /// Attachments of modifiers outside any view with a body.
    private var rootAttachments: [ViewIdentity: ViewAttachment] = [:]
    /// Actions to run once the update is laid out: appearances and changes, deepest view first.
    var afterUpdate: [() -> Void] = []
    /// The `onDisappear` actions of views removed in this update, run after its appearances.
    var disappearances: [() -> Void] = []
    /// The tasks of views that appeared or whose task id changed in this update, started after
    /// its appearances, changes and disappearances.
    var startingTasks: [() -> Void] = []

    /// The transaction of the state changes applied in this round of the update.
    var transaction = Transaction()
    /// The transaction of the state changes made since the last round: the last one made with
    /// an animation, else the last one.
    var pendingTransaction: Transaction?
    /// Whether any view changes the transaction for those inside it (`.animation(_:value:)`).
    @exclusivity(unchecked) var hasTransactionModifiers = false
    /// The animations started in this round, for the transaction's completion handlers.
    var completionGroup: AnimationCompletionGroup?
    /// Whether something was still moving at the last presentation.
    @exclusivity(unchecked) var isAnimating = false
    /// The animation most recently started on a view.
    var lastAnimation: Animation?
    /// The matched-geometry sources removed in this round, by their id, with the removed view
    /// they were in: a source inserted with the same id moves from where the removed one was
    /// shown, and the removed one, while it leaves, moves with it.
    @exclusivity(unchecked) var removedMatchedSources: [MatchedGeometryKey: (source: ViewNode, departure: ViewNode)] = [:]
    /// Set when a view's content was made again while it was placed: it is placed once more.
    var needsLayoutAgain = false
    /// The records made for leaving views, while they are made (`makingLeavingViews`).
    private var leavingRecords: [ViewRecord]?
    /// Set while the tree is placed: views made now (a GeometryReader's content, a lazy stack's
    /// rows in view) live while each placement makes them again.
    @exclusivity(unchecked) private(set) var isPlacing = false
    /// Records and attachments made while placing, until a placement no longer makes them.
    private var madeWhilePlacing = MadeWhilePlacing()
    /// What containers keep while they stay (a scroll position).
    private var containerStates = ContainerStates()
    /// Set when something moved that only placement shows (a scroll position): the next update
    /// places the tree again even if no body runs.
    var needsPlacement = false

    /// The state a new version of the code starts from, while the graph is first made.
    var inheritedState: InheritedState?

    init(proposal: ProposedViewSize) {
        self.proposal = proposal
    }

    /// The records of the views in the tree now.
    var livingRecords: some Sequence<ViewRecord> {
        records.values.lazy.filter { !$0.isRemoved }
    }

    /// Makes the nodes of `rootView` under a root node, lays them out and runs what waits for
    /// the layout: the first update.
    func install<V: View>(rootView: V, environment: EnvironmentValues) {
        beginRound()
        let inputs = _ViewInputs(environment: environment, graph: self)
        root = ViewNode(RootLayout(), children: makeNodes(of: rootView, inputs: inputs), inputs: inputs)
        inheritedState = nil
        // New nodes have measured nothing yet: no cache to forget.
        place()
        finishUpdate()
    }

    /// Lays the whole tree out again, forgetting every cached size (a new proposal, a trace).
    func layoutAgain() {
        root.invalidateLayout()
        place()
    }

    func place() {
        isPlacing = true
        defer {
            isPlacing = false
            removeWhatPlacementNoLongerMakes()
        }
        // Another pass when animatable content was made again for the data it shows, a lazy
        // stack measured rows it had only estimated, or a scroll view moved to a view it found.
        for _ in 0..<3 {
            placementPass += 1
            isAnimating = false
            needsLayoutAgain = false
            needsPlacement = false
            root.place(at: .zero, proposal: proposal)
            size = root.frame.size
            guard needsLayoutAgain else { return }
        }
    }

    /// The state the container at `identity` keeps, made the first time it is asked for.
    func state<State: ContainerState>(_ type: State.Type, for identity: ViewIdentity) -> State {
        containerStates.state(type, for: identity, pass: placementPass)
    }

    /// Views made while placing leave when a placement no longer makes them: a lazy stack's row
    /// scrolled out of view disappears then, not when the view around the stack runs its body.
    private func removeWhatPlacementNoLongerMakes() {
        containerStates.removeStale(pass: placementPass)
        let (records, attachments) = madeWhilePlacing.stale(pass: placementPass)
        for record in records {
            record.parent?.children.removeAll { $0 === record }
        }
        removeRecords(records)
        for (attachment, owner, identity) in attachments {
            attachment.disappear(in: self)
            if let owner { owner.attachments[identity] = nil } else { rootAttachments[identity] = nil }
        }
    }

    /// Starts a round of making views: records made in it are marked with a new visit.
    func beginRound() {
        visit += 1
        changedNodes = []
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

    /// Calls a content closure that `record`'s body handed on (`ForEach`'s for each element,
    /// `GeometryReader`'s): the `@Observable` properties it reads become `record`'s dependencies,
    /// as its body's are, so `ForEach(books) { Text($0.title) }` redraws when a title changes.
    /// Only the closure is tracked: the views it returns read as themselves when their bodies run.
    static func content<Result>(of record: ViewRecord?, _ closure: () -> Result) -> Result {
        guard let record else { return closure() }
        return withObservationTracking(closure) { [weak record] in
            record?.invalidate(because: "@dependencies")
        }
    }

    /// When the host goes, every view leaves: subscriptions end, so timers and objects that
    /// outlive the host no longer reach into it.
    deinit {
        for record in records.values { record.markRemoved(endingIn: nil) }
        for attachment in rootAttachments.values { attachment.disappear(in: nil) }
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

    /// An app's body runs as a view's does, in a record named for the app, with its dynamic
    /// properties (`@State`, `@StateObject`, `@Environment(\.scenePhase)`) installed first; it
    /// shows its scene's root view.
    func makeApp<A: App>(_ app: A, inputs: _ViewInputs) -> _ViewOutputs {
        make(app, type: A.self, inputs: inputs, reusesNodes: true) { ViewDriver(value: app) { $0.body._rootView } }
    }

    private func make(_ value: Any, type: Any.Type, inputs: _ViewInputs, reusesNodes: Bool, driver: () -> any ViewRecordDriver) -> _ViewOutputs {
        var inputs = inputs
        inputs.identity = inputs.identity.appending(IdentityComponent.viewType(ObjectIdentifier(type)))
        let parent = inputs.parentRecord
        if leavingRecords != nil { return makeLeaving(value, type: type, inputs: inputs, driver: driver()) }
        let record: ViewRecord
        var reasons: [String] = []
        if let existing = records[inputs.identity], !existing.isRemoved {
            record = existing
            // The parent is making this view: attributes around it are about to be applied anew.
            record.attributesFromOutside.removeAll()
            let sameView = record.driver.isEqualToLastView(value)
            if reusesNodes, sameView, !record.isDirty, record.inputs.environment.isIdentical(to: inputs.environment) {
                markVisited(record)
                noteIfPlacing(record, withWhatItMade: true)
                list(record, in: parent)
                return produced(record.outputs, by: record)
            }
            if sameView, !record.isDirty, record.readsSameValues(in: inputs.environment) {
                // The environment changed, but not in what this body read: its nodes are made
                // again for the new environment without running the body.
                record.inputs = inputs
                list(record, in: parent)
                noteIfPlacing(record)
                return produced(remake(record), by: record)
            }
            if !sameView { reasons.append("@self") }
            record.driver = driver()
            record.inputs = inputs
        } else {
            record = ViewRecord(identity: inputs.identity, type: type, parent: parent, inputs: inputs, driver: driver())
            records[inputs.identity] = record
            // SwiftUI's first line for a view names its identity only when the view has state
            // tied to it, and then every dynamic property: "Counter: @self, @identity, _count changed."
            let properties = DynamicPropertyInstaller.names(in: value)
            reasons = ["@self"] + (properties.isEmpty ? [] : ["@identity"] + properties)
        }
        list(record, in: parent)
        noteIfPlacing(record)
        return produced(run(record, reasons: reasons + record.dirtyReasons), by: record)
    }

    /// Notes a view made while placing, whose life follows the placements that make it; a view
    /// reused as it was brings the views and modifiers its body made with it.
    private func noteIfPlacing(_ record: ViewRecord, withWhatItMade: Bool = false) {
        guard isPlacing else { return }
        madeWhilePlacing.note(record, pass: placementPass)
        guard withWhatItMade else { return }
        for (identity, attachment) in record.attachments {
            madeWhilePlacing.note(attachment, owner: record, identity: identity, pass: placementPass)
        }
        for child in record.children { noteIfPlacing(child, withWhatItMade: true) }
    }

    /// Makes what `make` makes while placing, and what of it lives while placements make it.
    func makeWhilePlacing(_ make: () -> [ViewNode]) -> (nodes: [ViewNode], noted: MadeWhilePlacing.Noted) {
        madeWhilePlacing.beginNoting()
        let nodes = make()
        return (nodes, madeWhilePlacing.endNoting())
    }

    /// Keeps, for this placement pass, what an earlier pass made while placing.
    func keepMadeWhilePlacing(_ noted: MadeWhilePlacing.Noted) {
        madeWhilePlacing.noteAgain(noted, pass: placementPass)
    }

    /// Makes the views of a view that has been removed and is leaving with its transition (the
    /// modifiers of its last phase, an animatable modifier's body at each frame): they belong
    /// to no live view, so their records are neither kept nor listed, and nothing in them
    /// appears. They are let go when `body` returns.
    func makingLeavingViews<Result>(_ body: () -> Result) -> Result {
        guard leavingRecords == nil else { return body() }
        leavingRecords = []
        defer {
            for record in leavingRecords ?? [] { record.discard() }
            leavingRecords = nil
        }
        return body()
    }

    private func makeLeaving(_ value: Any, type: Any.Type, inputs: _ViewInputs, driver: any ViewRecordDriver) -> _ViewOutputs {
        let record = ViewRecord(identity: inputs.identity, type: type, parent: nil, inputs: inputs, driver: driver)
        leavingRecords?.append(record)
        return _ViewOutputs(nodes: run(record, reasons: []))
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
    func run(_ record: ViewRecord, reasons: [String]) -> [ViewNode] {
        let previousChildren = beginMake(record)
        if !record.isImplementationDetail { bodyEvaluations.append(record.typeName) }
        let outputs = record.driver.evaluate(record, reasons: reasons)
        record.clearChanges()
        record.outputs = outputs
        removeRecords(previousChildren.filter { $0.lastVisit != visit && !$0.isMadeWhilePlacing })
        record.removeStaleAttachments(visit: visit)
        return outputs
    }

    /// Makes a record's nodes again from its last body, without running the body.
    func remake(_ record: ViewRecord) -> [ViewNode] {
        let previousChildren = beginMake(record)
        let outputs = record.driver.remake(record)
        record.outputs = outputs
        removeRecords(previousChildren.filter { $0.lastVisit != visit && !$0.isMadeWhilePlacing })
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
        if isPlacing { madeWhilePlacing.note(attachment, owner: owner, identity: identity, pass: placementPass) }
        return (attachment, existing == nil)
    }

    /// Queues `action` to run after this update's layout (onAppear, onChange).
    func runAfterUpdate(_ action: @escaping () -> Void) {
        guard leavingRecords == nil else { return }
        afterUpdate.append(action)
    }

    /// Queues a view's `task` to start after this update's `onAppear` and `onChange` actions,
    /// wherever the modifiers are written: SwiftUI starts the task asynchronously on the main
    /// actor, so its first line runs after the synchronous actions of the same update.
    func startAfterAppearances(_ start: @escaping () -> Void) {
        guard leavingRecords == nil else { return }
        startingTasks.append(start)
    }

    private func removeRecords(_ removed: [ViewRecord]) {
        for record in removed {
            removeRecords(record.children)
            record.markRemoved(endingIn: self)
            records[record.identity] = nil
        }
    }

    /// How a view's type is named to the learner (bodies that ran, `_printChanges()`): as
    /// written, except that generic arguments naming the runtime's private types (what a
    /// `phaseAnimator`'s closure became) are left out: `PhaseAnimator<…>`.
    static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type).replacingOccurrences(of: "SwiftUI.", with: "")
        guard let open = name.firstIndex(of: "<"), name[open...].contains("_") else { return name }
        return name[..<open] + "<…>"
    }

}

extension ViewRecord {
    /// The changed properties, as reasons for `_printChanges()`.
    var dirtyReasons: [String] { changedProperties }
}
