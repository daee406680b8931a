import Foundation

/// A colour or pattern to fill or stroke a shape with, or to draw text in.
public protocol ShapeStyle {
    /// The concrete colour this style draws with in `environment`.
    func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved
    /// The shadow this style draws with (`.red.shadow(.drop(radius: 4))`), if any.
    func _resolveShadow(in environment: EnvironmentValues) -> ShadowStyle?
}

/// A style that paints a gradient rather than one colour. The runtime's own: the gradient a
/// terminal draws is learn's, not SwiftUI's API, so a learner's own style is a flat colour.
package protocol ShadingShapeStyle: ShapeStyle {
    /// The gradient this style paints a shape filling `bounds` (root coordinates) with, if it
    /// is one; `nil` for a flat colour.
    func _resolveShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading?
}

extension ShapeStyle {
    /// The gradient this style paints a shape filling `bounds` (root coordinates) with; `nil`
    /// for a flat colour.
    package func resolvedShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
        (self as? any ShadingShapeStyle)?._resolveShading(in: environment, bounds: bounds)
    }

    public func _resolveShadow(in environment: EnvironmentValues) -> ShadowStyle? { nil }
}

extension Color: ShapeStyle {
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { resolve(in: environment) }
}

/// The style set with `foregroundStyle(_:)` or `foregroundColor(_:)`, primary when none is set.
public struct ForegroundStyle: ShadingShapeStyle {
    /// The current foreground style, read from the environment where it is drawn.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        (environment.foregroundStyle ?? Color.primary)._resolveColor(in: environment)
    }

    package func _resolveShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
        environment.foregroundStyle?.resolvedShading(in: environment, bounds: bounds)
    }

    public func _resolveShadow(in environment: EnvironmentValues) -> ShadowStyle? {
        environment.foregroundStyle?._resolveShadow(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// `Color.black` where a shape style is expected: `.foregroundStyle(.black)`.
    public static var black: Color { .black }
    /// `Color.white` where a shape style is expected: `.foregroundStyle(.white)`.
    public static var white: Color { .white }
    /// `Color.gray` where a shape style is expected: `.foregroundStyle(.gray)`.
    public static var gray: Color { .gray }
    /// `Color.red` where a shape style is expected: `.foregroundStyle(.red)`.
    public static var red: Color { .red }
    /// `Color.orange` where a shape style is expected: `.foregroundStyle(.orange)`.
    public static var orange: Color { .orange }
    /// `Color.yellow` where a shape style is expected: `.foregroundStyle(.yellow)`.
    public static var yellow: Color { .yellow }
    /// `Color.green` where a shape style is expected: `.foregroundStyle(.green)`.
    public static var green: Color { .green }
    /// `Color.mint` where a shape style is expected: `.foregroundStyle(.mint)`.
    public static var mint: Color { .mint }
    /// `Color.teal` where a shape style is expected: `.foregroundStyle(.teal)`.
    public static var teal: Color { .teal }
    /// `Color.cyan` where a shape style is expected: `.foregroundStyle(.cyan)`.
    public static var cyan: Color { .cyan }
    /// `Color.blue` where a shape style is expected: `.foregroundStyle(.blue)`.
    public static var blue: Color { .blue }
    /// `Color.indigo` where a shape style is expected: `.foregroundStyle(.indigo)`.
    public static var indigo: Color { .indigo }
    /// `Color.purple` where a shape style is expected: `.foregroundStyle(.purple)`.
    public static var purple: Color { .purple }
    /// `Color.pink` where a shape style is expected: `.foregroundStyle(.pink)`.
    public static var pink: Color { .pink }
    /// `Color.brown` where a shape style is expected: `.foregroundStyle(.brown)`.
    public static var brown: Color { .brown }
    /// `Color.clear` where a shape style is expected: `.foregroundStyle(.clear)`.
    public static var clear: Color { .clear }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    /// The style text and shapes without their own style are drawn in.
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour of text and of shapes without their own fill in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color)
    }

    /// Sets the style of text and of shapes without their own fill in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, style)
    }
}
