extension View {
    /// Sets this view's value for `key`, which ancestors read combined with other views' values.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier(writer: PreferenceWriter(key: ObjectIdentifier(K.self)) { _ in value }))
    }

    /// Changes the combined value of `key` from this view's subtree.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceWritingModifier(writer: PreferenceWriter(key: ObjectIdentifier(K.self)) { current in
            var value = current as? K.Value ?? K.defaultValue
            callback(&value)
            return value
        }))
    }
}

public struct _PreferenceWritingModifier: NodeAttributeModifier {
    let writer: PreferenceWriter
    func apply(to node: ViewNode) { node.preferenceWriters.append(writer) }
}
