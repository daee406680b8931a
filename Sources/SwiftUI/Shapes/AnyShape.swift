import Foundation

/// A type-erased shape: lets one view choose between shapes of different types.
///
/// ```swift
/// .clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
/// ```
public struct AnyShape: ShapeDrawing, DescribedShape {
    private let makePath: (CGRect) -> Path
    private let size: (ProposedViewSize) -> CGSize
    private let drawing: (CGRect, Color.Resolved) -> DisplayItem.Content
    let shapeDescription: String

    /// Wraps `shape`: its path, its sizing and the way it draws (a stroke stays a stroke).
    public init<S: Shape>(_ shape: S) {
        makePath = shape.path(in:)
        size = shape.sizeThatFits(_:)
        drawing = shape.drawnContent(in:color:)
        shapeDescription = shapeLabel(shape)
    }

    /// The wrapped shape's path in `rect`.
    public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The size the wrapped shape chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }

    package func _drawing(in rect: CGRect, color: Color.Resolved) -> DisplayItem.Content { drawing(rect, color) }
}
