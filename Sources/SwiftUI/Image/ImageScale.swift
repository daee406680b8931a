extension Image {
    /// The relative size of symbols. The terminal draws every scale in the same cell.
    public enum Scale: Hashable, Sendable {
        /// Smaller symbols; in the terminal the same two cells as `.medium`.
        case small
        /// The default size of symbols.
        case medium
        /// Larger symbols; in the terminal the same two cells as `.medium`.
        case large
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The relative size of symbols in this view.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the relative size of symbols in this view. It changes nothing in the terminal, where
    /// a symbol always takes two cells.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
