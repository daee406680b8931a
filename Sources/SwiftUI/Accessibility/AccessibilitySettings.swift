// The person's accessibility settings, as environment values views read to adapt
// (`@Environment(\.accessibilityReduceMotion) var reduceMotion`). A terminal has none of these
// settings, so each holds what a device with no accessibility setting turned on reports; set one
// with `.environment(\.accessibilityReduceMotion, true)` to see how a view adapts. SwiftUI sets
// most of them only from the device's settings (they are read-only there); here they can also
// be set, so that a preview can try them (docs/deviations.md). `dynamicTypeSize` and
// `sizeCategory` are in Environment/LocaleAndTypeSize.swift.

/// Whether the person asked for more contrast, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The standard contrast, the default.
    case standard
    /// Increased contrast (Settings > Accessibility > Increase Contrast).
    case increased
}

/// Whether the person asked for bold text, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular weights (no Bold Text), the default.
    case regular
    /// Heavier weights (Settings > Accessibility > Bold Text).
    case bold
}

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

extension EnvironmentValues {
    /// Whether Reduce Motion is on; false, as on a device without it. SwiftUI: "UI should avoid
    /// large animations" when it is true; animations here run whatever its value.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether Reduce Transparency is on; false, as on a device without it.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether Differentiate without Color is on; false, as on a device without it.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether Smart Invert is on; false, as on a device without it. Colours are never inverted here.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether VoiceOver is running; false, as on a device without it.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Whether an assistive technology (VoiceOver, Switch Control) is running; false, as on a
    /// device without one.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether Button Shapes is on; false, as on a device without it.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether the person asked for increased contrast; `.standard`, as on a device without it.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The weight Bold Text asks for; `.regular`, as on a device without Bold Text. Text here is
    /// not made bold when it is `.bold`; a view that reads it can choose `.bold()` itself.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

extension View {
    /// Keeps the Dynamic Type size in this view within `range`
    /// (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`), as SwiftUI does: a size outside the
    /// range becomes the range's nearest end; views read the clamped `dynamicTypeSize`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard !range.contains(size), let first = allowed.first, let last = allowed.last else { return }
            size = size < first ? first : last
        }
    }
}
