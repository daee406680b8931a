import Foundation

/// A rectangle with rounded corners that fills the frame it is given. Corners are at most half
/// the frame's width and height.
public struct RoundedRectangle: Shape, InsettableShape {
    /// The horizontal and vertical radii of each corner (each at most half the frame's side).
    public var cornerSize: CGSize
    /// How the corners curve; the terminal draws both styles alike (see `RoundedCornerStyle`).
    public var style: RoundedCornerStyle

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
    /// How far `inset(by:)` moved the outline in.
    var insetAmount: CGFloat = 0

    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle whose corners are quarter circles of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// An inset rounded rectangle's corners shrink by the inset too, so that its outline stays
    /// parallel to the original's.
    public func path(in rect: CGRect) -> Path {
        guard let rect = rect.inset(byShapeAmount: insetAmount) else { return Path() }
        let corner = CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: rect, cornerSize: corner, style: style)
    }

    /// The rounded rectangle drawn `amount` points inside each edge of its frame, its corners shrunk by `amount`.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle, as in `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle whose corners are `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
