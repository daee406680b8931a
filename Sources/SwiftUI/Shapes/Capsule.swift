import Foundation

/// A rectangle with fully rounded ends: its corner radius is half the frame's shorter side.
public struct Capsule: Shape, InsettableShape {
    /// How the rounded ends curve; the terminal draws both styles alike (see `RoundedCornerStyle`).
    public var style: RoundedCornerStyle
    /// How far `inset(by:)` moved the outline in.
    var insetAmount: CGFloat = 0

    /// A capsule; its ends are half circles across the frame's shorter side.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The frame (inset, if `inset(by:)` was used) with corners of half its shorter side.
    public func path(in rect: CGRect) -> Path {
        guard let rect = rect.inset(byShapeAmount: insetAmount) else { return Path() }
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    /// The capsule drawn `amount` points inside each edge of its frame.
    public func inset(by amount: CGFloat) -> Capsule {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == Capsule {
    /// `Capsule()` where a shape is expected, as in `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }
}
