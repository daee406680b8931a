import Foundation

/// How pickers look; `pickerStyle(_:)` sets it for the pickers inside a view.
public protocol PickerStyle {}

/// The default style: on iOS, a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// The default picker style.
    public init() {}
}

/// The label, then the selected option and `⌄` on the trailing side, like a picker in an iOS
/// form: `Color                 Red ⌄`. The selection is drawn in the tint.
public struct MenuPickerStyle: PickerStyle {
    /// The menu picker style.
    public init() {}
}

/// The options side by side in one line, each in an equal share of the proposed width, the
/// selected one in brackets and the others apart by `│`: `  Red  [ Green ]  Blue  `. iOS's
/// segmented control is 32 points tall; this one is one line (16 points). The label is not drawn.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented picker style.
    public init() {}
}

/// iOS's wheel: the selected option in the middle of a few lines, its neighbours above and
/// below, the label not drawn. Drawn as five lines, `›` and `‹` at the selection's ends where
/// iOS puts a gray band behind it (see `WheelPickerLayout`).
public struct WheelPickerStyle: PickerStyle {
    /// The wheel picker style.
    public init() {}
}

/// The options shown in place, one under another, the selected one with a checkmark `✓` at
/// the trailing edge, under the label, as iOS shows an inline picker in a `Form` (its options
/// as rows, the label as their header). Outside a list, iOS shows a wheel instead; here it is
/// drawn the same way everywhere.
public struct InlinePickerStyle: PickerStyle {
    /// The inline picker style.
    public init() {}
}

/// In a navigation stack on iOS, a row with the label and the selected option and `›`, which
/// pushes a list of the options. Drawn as the row (the selected option in gray, then `›`);
/// the option is chosen with `host.select(_:in:)`, as the pushed list would.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation link picker style.
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel: the selection in the middle of five lines, between `›` and `‹`.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options in place, one under another, the selected one with `✓`.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row with the label, the selected option and `›`, as iOS shows it in a navigation stack.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: on iOS, a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The label, then the selected option and `⌄` on the trailing side.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side in one line, the selected one in brackets.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
    /// Sets the style of the pickers inside this view: `.pickerStyle(.segmented)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style)
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue: any PickerStyle = DefaultPickerStyle()
}

extension EnvironmentValues {
    var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}
