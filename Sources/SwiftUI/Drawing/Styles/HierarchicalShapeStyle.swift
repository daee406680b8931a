import Foundation

/// A level of the current foreground style: `.primary` is the style itself, `.secondary` …
/// `.quinary` are fainter versions of it.
public struct HierarchicalShapeStyle: ShapeStyle {
    /// 0 for primary up to 4 for quinary.
    let level: Int
    /// The foreground style the levels are taken from, captured where the style is set as the
    /// foreground; `nil` takes the one around the view that draws.
    var base: (any ShapeStyle)?

    /// The primary level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary level: the foreground style at 0.6 opacity (the second style of `foregroundStyle(_:_:)`).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary level: the foreground style at 0.3 opacity (the third style of `foregroundStyle(_:_:_:)`).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The quaternary level: the foreground style at 0.18 opacity.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The quinary level: the foreground style at 0.1 opacity.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level over the base style: UIKit's label colours (`secondaryLabel`
    /// 0.6, `tertiaryLabel` 0.3, `quaternaryLabel` 0.18, Apple's UI element colours); the
    /// quinary 0.1 is our choice.
    static let opacities: [Float] = [1, 0.6, 0.3, 0.18, 0.1]

    init(level: Int, base: (any ShapeStyle)? = nil) {
        self.level = level
        self.base = base
    }

    /// The same level taken from `foreground`, the style set around where this one is set.
    func over(_ foreground: (any ShapeStyle)?) -> HierarchicalShapeStyle {
        HierarchicalShapeStyle(level: level, base: Self.base(of: foreground))
    }

    /// The style that levels are taken from when `foreground` is the foreground style.
    private static func base(of foreground: (any ShapeStyle)?) -> (any ShapeStyle)? {
        (foreground as? HierarchicalShapeStyle)?.base ?? (foreground is HierarchicalShapeStyle ? nil : foreground)
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        guard let base = base ?? Self.base(of: environment.foregroundStyle) else {
            // No foreground style: the system's label colours, gray at the lower levels.
            let label = level == 0 ? Color.primary : Color.secondary
            var color = label.resolve(in: environment)
            if level > 0 { color.opacity = Self.opacities[min(level, 4)] }
            return color
        }
        if let levels = base as? _ForegroundLevels, level < levels.styles.count {
            return levels.styles[level]._resolveColor(in: environment)
        }
        var color = base._resolveColor(in: environment)
        color.opacity *= Self.opacities[min(level, 4)]
        return color
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level of the foreground style, where a shape style is expected: `.foregroundStyle(.primary)`.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the foreground style, where a shape style is expected: `.foregroundStyle(.secondary)`.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the foreground style, where a shape style is expected: `.foregroundStyle(.tertiary)`.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the foreground style, where a shape style is expected: `.foregroundStyle(.quaternary)`.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The quinary level of the foreground style, where a shape style is expected: `.foregroundStyle(.quinary)`.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension View {
    /// Draws text and shapes without their own style in a level of the current foreground style.
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some View {
        modifier(_HierarchicalForegroundModifier(style: style))
    }
}

/// Sets a level of the foreground style around it as the foreground style.
struct _HierarchicalForegroundModifier: ViewModifier {
    let style: HierarchicalShapeStyle

    typealias Body = Never
    static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.environment.foregroundStyle = modifier.style.over(inputs.environment.foregroundStyle)
        return body(inputs)
    }
}
