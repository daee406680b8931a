/// Runs the body of a view of type `V` for its record.
final class ViewDriver<V: View>: ViewRecordDriver {
    let view: V
    private var lastBody: V.Body?

    init(view: V) { self.view = view }

    func evaluate(_ record: ViewRecord, reasons: [String]) -> [ViewNode] {
        record.environmentReads.removeAll()
        DynamicPropertyInstaller.install(in: view, record: record)
        let previous = ViewGraph.evaluating
        ViewGraph.evaluating = record
        record.currentReasons = reasons
        // Properties of @Observable objects that the body reads become dependencies too.
        let body = withObservationTracking { view.body } onChange: { [weak record] in
            record?.invalidate(because: "@dependencies")
        }
        ViewGraph.evaluating = previous
        lastBody = body
        return make(body, record)
    }

    func remake(_ record: ViewRecord) -> [ViewNode] {
        guard let lastBody else { return evaluate(record, reasons: ["@self"]) }
        return make(lastBody, record)
    }

    func isEqualToLastView(_ other: Any) -> Bool {
        ViewEquality.areEqual(view, other)
    }

    private func make(_ body: V.Body, _ record: ViewRecord) -> [ViewNode] {
        var inputs = record.inputs
        inputs.parentRecord = record
        return V.Body._makeView(body, inputs: inputs).nodes
    }
}
