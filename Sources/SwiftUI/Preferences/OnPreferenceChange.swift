extension View {
    /// Runs `action` with the combined value of `key` from this view's subtree when it changes:
    /// after the layout of the update that changed it (and once for its first value).
    ///
    /// If the action changes state that changes the value again, the loop runs until it settles;
    /// if it does not settle, it stops with SwiftUI's warning ("Bound preference … tried to
    /// update multiple times per frame.").
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

public struct _PreferenceActionModifier<K: PreferenceKey>: ViewModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        let (attachment, _) = inputs.attachment(for: Self.self)
        let observer = attachment.storage as? PreferenceObserver<K> ?? PreferenceObserver<K>()
        attachment.storage = observer
        observer.action = modifier.action
        observer.nodes = outputs.nodes
        inputs.graph.preferenceObservers.observe(observer)
        return outputs
    }
}

/// Watches a preference of some nodes and reports changes after layout.
final class PreferenceObserver<K: PreferenceKey>: PreferenceObserving where K.Value: Equatable {
    var action: ((K.Value) -> Void)?
    var nodes: [ViewNode] = []
    private var last: K.Value?

    var keyName: String { String(describing: K.self) }

    func valueChanged() -> (() -> Void)? {
        let value = nodes.compactMap { $0.preference(K.self) }.reduce(into: K.defaultValue) { result, next in
            K.reduce(value: &result) { next }
        }
        guard value != last else { return nil }
        last = value
        return { [action] in action?(value) }
    }
}

/// A preference watcher, whatever its key.
protocol PreferenceObserving: AnyObject {
    var keyName: String { get }
    /// The action to run if the value changed since last asked.
    func valueChanged() -> (() -> Void)?
}

struct WeakPreferenceObserver {
    weak var observer: PreferenceObserving?
}
