struct PreviewDisplayNameKey: LayoutValueKey {
    static let defaultValue: String? = nil
}

extension View {
    /// The name shown above this preview in the canvas.
    public func previewDisplayName(_ name: String?) -> some View {
        modifier(_TraitWritingModifier<PreviewDisplayNameKey>(value: name))
    }
}
