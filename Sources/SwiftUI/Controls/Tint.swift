import Foundation

extension View {
    /// Sets the tint of the controls in this view: the colour of buttons' labels and fills,
    /// of the done part of sliders and progress bars, of a picker's selection, and of a toggle's
    /// switch when on (green without a tint). `nil` goes back to the default.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint set with `tint(_:)`, if any.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// The tint of the view it is drawn in: the colour set with `tint(_:)`, else the accent colour.
public struct TintShapeStyle: ShapeStyle {
    /// The colour without a tint.
    let fallback: Color

    /// The tint: the colour set with `tint(_:)` around the view, else the accent colour.
    public init() {
        fallback = .accentColor
    }

    init(fallback: Color) {
        self.fallback = fallback
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        (environment.tint ?? fallback).resolve(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: `.foregroundStyle(.tint)`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
