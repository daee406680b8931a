extension View {
    /// Runs `action` when this view appears: after the update that first shows it has been laid
    /// out, deepest views first (SwiftUI's order), and again only after it has left and returned.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` when this view leaves the tree (another branch shows, its `.id` changes,
    /// its ForEach element is removed).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}

public struct _AppearanceActionModifier: ViewModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        let (attachment, isNew) = inputs.attachment(for: Self.self)
        attachment.onDisappear = modifier.disappear
        if isNew, let appear = modifier.appear { inputs.graph.runAfterUpdate(appear) }
        return outputs
    }
}
