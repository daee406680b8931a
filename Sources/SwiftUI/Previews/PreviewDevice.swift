/// A device to preview on, named as Xcode names it (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    /// A device named `rawValue`, as Xcode's list of simulators names it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device from a string literal: `.previewDevice("iPhone 15")`.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Accepted so that code written for Xcode compiles: the canvas draws every device as the
    /// terminal's screen (see `docs/deviations.md`).
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}
