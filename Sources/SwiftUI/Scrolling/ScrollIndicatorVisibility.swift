/// Whether scroll views show their scroll bars: `.scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let isShown: Bool

    /// The platform's choice: here the scroll bar shows when the content does not fit.
    public static let automatic = ScrollIndicatorVisibility(isShown: true)
    /// The scroll bar shows when the content does not fit.
    public static let visible = ScrollIndicatorVisibility(isShown: true)
    /// No scroll bar.
    public static let hidden = ScrollIndicatorVisibility(isShown: false)
    /// iOS hides the bar even while scrolling; a terminal picture has none to hide.
    public static let never = ScrollIndicatorVisibility(isShown: false)
}

extension View {
    /// Shows or hides the scroll bars of the scroll views inside this view.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environment(\.showsScrollIndicators, visibility.isShown)
    }
}
