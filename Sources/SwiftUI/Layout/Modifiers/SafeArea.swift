import Foundation

/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Regions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The safe area the container (screen edges, bars) leaves.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// A terminal has no notch, home indicator or keyboard: every safe area inset is zero, so
// extending into it changes nothing, and insetting it is padding.
extension View {
    /// Lets this view extend into the safe area. A terminal's safe area insets are zero, so
    /// the view is laid out as it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Lets this view extend into the safe area on `edges` (deprecated by `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }

    /// Adds to the safe area on `edges`: with no safe area of its own, the content is padded
    /// by `length` (16, the default padding, when `nil`).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Pads the content by `length` on all edges, as the safe area would.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }

    /// Pads the content by `insets`, as the safe area would.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Shows `content` along the top or bottom edge and shrinks this view's safe area by its
    /// height: with no other insets, the two are stacked with `spacing` between them.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along the leading or trailing edge and shrinks this view's safe area by
    /// its width: with no other insets, the two are side by side with `spacing` between them.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}
