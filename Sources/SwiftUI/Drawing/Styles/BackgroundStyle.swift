import Foundation

/// The background style in the current context: `.background`. SwiftUI's documentation: the
/// style set with `backgroundStyle(_:)` where one is set, else the system background (white in
/// the light appearance, black in the dark one: UIKit's `systemBackground`).
public struct BackgroundStyle: ShadingShapeStyle {
    /// The background style of the current context.
    public init() {}

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        (environment.backgroundStyle ?? Color(uiColor: .systemBackground))._resolveColor(in: environment)
    }

    package func _resolveShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
        environment.backgroundStyle?.resolvedShading(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context: the style set with `backgroundStyle(_:)`,
    /// else the system background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    /// The style `.background` draws with in this view; `nil` for the system background.
    /// SwiftUI's type is `AnyShapeStyle?`; here it is any shape style.
    public var backgroundStyle: (any ShapeStyle)? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style that `.background` (and `background()` with no style) draws with inside
    /// this view, as SwiftUI's `backgroundStyle(_:)` does.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, style)
    }

    /// Fills `shape`, in this view's frame, with `style` behind the view: SwiftUI's
    /// `background(_:in:fillStyle:)`, as in `.background(.blue, in: .capsule)`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(decoration: shape.fill(style, style: fillStyle), alignment: .center))
    }

    /// Fills `shape`, in this view's frame, with the background style behind the view:
    /// SwiftUI's `background(in:fillStyle:)`, as in `.background(in: .rect(cornerRadius: 8))`.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills this view's frame behind it with `style`, as `background(_:)` does. SwiftUI extends
    /// the fill into the safe area on `edges`; a terminal has no safe area insets, so the fill
    /// is the view's frame whatever the edges.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set) -> some View {
        modifier(_BackgroundStyleModifier(style: style))
    }

    /// Fills this view's frame behind it with the background style (`.background`): SwiftUI's
    /// `background(ignoresSafeAreaEdges:)`, written `.background()`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: BackgroundStyle()))
    }
}
