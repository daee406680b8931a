/// A device to preview on, named as Xcode names it (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Accepted so that code written for Xcode compiles: the canvas draws every device as the
    /// terminal's screen (see `docs/deviations.md`).
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}
