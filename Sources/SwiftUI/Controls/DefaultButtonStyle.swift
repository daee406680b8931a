import Foundation

/// The style buttons have unless `buttonStyle(_:)` sets another: on iOS, borderless. The label
/// keeps its own size and is drawn in the tint (red for a destructive button).
public struct DefaultButtonStyle: ButtonStyle, BuiltInStyle {
    /// The default button style.
    public init() {}

    /// The button: its label at its own size, in the tint (red for a destructive role).
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(ButtonTint(ink: .tint, role: configuration.role))
    }
}

/// A style with no border or background around the label, which is drawn in the tint.
public struct BorderlessButtonStyle: ButtonStyle, BuiltInStyle {
    /// The borderless button style.
    public init() {}

    /// The button: its label at its own size, in the tint (red for a destructive role).
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(ButtonTint(ink: .tint, role: configuration.role))
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// No border or background; the label in the tint.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
