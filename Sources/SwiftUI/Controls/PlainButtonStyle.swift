import Foundation

/// A style that draws the label as it is, in the surrounding foreground colour, with no tint,
/// border or background. A disabled plain button is still dimmed.
public struct PlainButtonStyle: ButtonStyle, BuiltInStyle {
    /// The plain button style.
    public init() {}

    /// The button: its label as it is, in the surrounding foreground colour.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(ButtonTint(ink: .inherited, role: configuration.role))
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
