import Foundation

/// A shape that can draw itself inset by an amount on every side, so that its stroke can stay
/// inside its frame (`strokeBorder(_:lineWidth:)`).
public protocol InsettableShape: Shape {
    /// The type `inset(by:)` returns, usually the shape's own type.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside each edge of the rectangle it is given.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the shape's outline inset by half the line width, so the whole stroke stays
    /// inside the frame, where `stroke` would put half of it outside.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the shape's outline with `style`, inset by half the line width so that the whole
    /// stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }
}

extension CGRect {
    /// The rectangle with each edge moved in by `amount`, or `nil` when nothing is left of it:
    /// an inset shape then draws nothing, as in SwiftUI.
    func inset(byShapeAmount amount: CGFloat) -> CGRect? {
        guard amount != 0 else { return self }
        let rect = standardized
        guard rect.width >= 2 * amount, rect.height >= 2 * amount else { return nil }
        return rect.insetBy(dx: amount, dy: amount)
    }
}
