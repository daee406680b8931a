import Foundation

extension View {
    /// Clips this view to a rounded rectangle with the given corner radius; layout is unchanged.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
