/// The subscription that makes a view's body run again when an observable object it holds
/// announces a change (`objectWillChange`), kept in the view's record.
final class ObjectObservation {
    private(set) weak var object: AnyObject?
    private var subscription: AnyCancellable?

    /// Observes `object` for `record`, unless it already does.
    func observe<Object: ObservableObject>(_ object: Object, for record: ViewRecord, name: String) {
        guard self.object !== object else { return }
        self.object = object
        subscription = object.objectWillChange.sink { [unowned(unsafe) record] _ in
            record.invalidate(because: name)
        }
    }

    static func install<Object: ObservableObject>(_ object: Object, in record: ViewRecord, key: String, name: String) {
        let observation = record.storage[key] as? ObjectObservation ?? ObjectObservation()
        record.storage[key] = observation
        observation.observe(object, for: record, name: name)
    }
}
