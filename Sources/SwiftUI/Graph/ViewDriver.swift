/// Runs the body of a view (or of a custom modifier, whose body wraps its content) for its
/// record: `Value` is the view or modifier, whose dynamic properties are installed first.
final class ViewDriver<Value, Body: View>: ViewRecordDriver {
    let value: Value
    private let makeBody: (Value) -> Body
    private var lastBody: Body?

    init(value: Value, body makeBody: @escaping (Value) -> Body) {
        self.value = value
        self.makeBody = makeBody
    }

    func evaluate(_ record: ViewRecord, reasons: [String]) -> [ViewNode] {
        record.environmentReads.removeAll()
        DynamicPropertyInstaller.install(in: value, record: record)
        record.currentReasons = reasons
        return ViewGraph.reading(as: record) {
            // Properties of @Observable objects that the body reads become dependencies too.
            let body = withObservationTracking { makeBody(value) } onChange: { [weak record] in
                record?.invalidate(because: "@dependencies")
            }
            lastBody = body
            return make(body, record)
        }
    }

    func remake(_ record: ViewRecord) -> [ViewNode] {
        guard let lastBody else { return evaluate(record, reasons: ["@self"]) }
        return ViewGraph.reading(as: record) { make(lastBody, record) }
    }

    func isEqualToLastView(_ other: Any) -> Bool {
        ViewEquality.areEqual(value, other)
    }

    private func make(_ body: Body, _ record: ViewRecord) -> [ViewNode] {
        var inputs = record.inputs
        inputs.parentRecord = record
        return Body._makeView(body, inputs: inputs).nodes
    }
}

extension ViewDriver where Value: View, Body == Value.Body {
    convenience init(view: Value) {
        self.init(value: view) { $0.body }
    }
}

extension ViewDriver where Value: ViewModifier, Body == Value.Body {
    convenience init(modifier: Value) {
        self.init(value: modifier) { $0.body(content: _ViewModifier_Content()) }
    }
}
