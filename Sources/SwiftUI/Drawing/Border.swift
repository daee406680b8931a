import Foundation

extension View {
    /// Draws a border of `width` points inside this view's frame, in front of it. Like an
    /// overlay, it takes the view's size and changes nothing around it.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
