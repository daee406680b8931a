/// The persistent record of a view that has a `body`, kept across updates for as long as the
/// view keeps its identity: its state, the last value of the view and of its body, the nodes
/// it produced, and why it must run again.
final class ViewRecord {
    let identity: ViewIdentity
    /// The view's type name, as `bodyEvaluations` and `_printChanges()` show it.
    let typeName: String
    unowned(unsafe) let parent: ViewRecord?
    /// Records of the views with a body inside this one's body, made or reused at its last make.
    var children: [ViewRecord] = []
    /// Storage of the view's dynamic properties (`@State` and others), by property path.
    var storage: [String: AnyObject] = [:]
    /// Checks, one per environment value the body read, that the value is still the same in
    /// another environment: when all pass, a new environment needs no new body.
    var environmentReads: [(EnvironmentValues) -> Bool] = []

    func readsSameValues(in environment: EnvironmentValues) -> Bool {
        environmentReads.allSatisfy { $0(environment) }
    }

    /// Attributes that modifiers around this view wrote on its nodes (`accessibilityIdentifier`,
    /// `layoutPriority`…), to write again on the nodes its body makes when it runs on its own.
    var attributesFromOutside: [(ViewNode) -> Void] = []

    func applyAttributesFromOutside(to node: ViewNode) {
        for apply in attributesFromOutside { apply(node) }
    }

    /// Modifiers inside this view's body that keep something while the view stays (`onAppear`…).
    var attachments: [ViewIdentity: ViewAttachment] = [:]
    /// The nodes the body produced, in the order they appear in the parent node.
    var outputs: [ViewNode] = []
    /// What was passed in at the last make (environment, identity, graph).
    var inputs: _ViewInputs
    /// Runs the body again (`evaluate`) or remakes the nodes from the last body value (`remake`).
    var driver: any ViewRecordDriver
    /// The dynamic properties (e.g. `_counter`) whose change the body must see.
    private(set) var changedProperties: [String] = []
    /// Why the body is running now, for `_printChanges()`.
    var currentReasons: [String] = []
    var isDirty: Bool { !changedProperties.isEmpty }
    /// Set once the view has left the tree; its storage may still be referenced by closures.
    private(set) var isRemoved = false
    /// Which update last made or reused this record.
    var lastVisit = 0
    /// Whether the record is in its parent's `children`, so views made again while placing
    /// (GeometryReader content) are listed once.
    var isListed = false
    /// The last placement pass that made this view, for a view made while placing (a lazy
    /// stack's row): such a view lives while placements make it, whatever its parent's body does.
    var madeInPlacementPass: Int?
    var isMadeWhilePlacing: Bool { madeInPlacementPass != nil }

    /// Whether the view's body is the runtime's own way of drawing a public view, which
    /// `bodyEvaluations` leaves out (``ImplementationDetail``).
    let isImplementationDetail: Bool

    init(identity: ViewIdentity, type: Any.Type, parent: ViewRecord?, inputs: _ViewInputs, driver: any ViewRecordDriver) {
        self.identity = identity
        typeName = ViewGraph.typeName(type)
        isImplementationDetail = type is any ImplementationDetail.Type
        self.parent = parent
        self.inputs = inputs
        self.driver = driver
    }

    /// Notes that the dynamic property `name` (e.g. `_counter`) changed.
    func invalidate(because name: String) {
        guard !isRemoved else { return }
        if !changedProperties.contains(name) { changedProperties.append(name) }
        inputs.graph.scheduleUpdate(of: self)
    }

    func clearChanges() { changedProperties.removeAll() }

    /// Ends the view's life: its attachments disappear and its storage is let go (closures that
    /// captured a state keep that state's box alive by themselves). Their `onDisappear` actions
    /// wait for `graph`'s appearances, or run at once when the graph itself goes (`nil`).
    func markRemoved(endingIn graph: ViewGraph?) {
        isRemoved = true
        for attachment in attachments.values { attachment.disappear(in: graph) }
        attachments.removeAll()
        storage.removeAll()
        for child in children { child.markRemoved(endingIn: graph) }
    }

    /// Ends the life of a record made for a leaving view: it never appeared, so nothing in it
    /// disappears either.
    func discard() {
        isRemoved = true
        attachments.removeAll()
        storage.removeAll()
    }

    /// Ends the attachments this view's body no longer made in the update numbered `visit`.
    func removeStaleAttachments(visit: Int) {
        for (identity, attachment) in attachments where attachment.lastVisit != visit && !attachment.isMadeWhilePlacing {
            attachment.disappear(in: inputs.graph)
            attachments[identity] = nil
        }
    }

    var depth: Int {
        var depth = 0
        var current = parent
        while let record = current {
            depth += 1
            current = record.parent
        }
        return depth
    }
}

/// The typed half of a record: it knows the view's type, so it can run the body again.
protocol ViewRecordDriver {
    /// Installs state, runs the body with dependency tracking, and makes its nodes.
    func evaluate(_ record: ViewRecord, reasons: [String]) -> [ViewNode]
    /// Makes the nodes again from the last body value, without running the body.
    func remake(_ record: ViewRecord) -> [ViewNode]
    /// Whether `view` (a value of the record's view type) equals the last one.
    func isEqualToLastView(_ view: Any) -> Bool
}
