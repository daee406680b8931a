import Foundation

/// A style that puts the label on a light tinted rounded rectangle, the label in the tint colour.
///
/// iOS pads the label by about 12 points horizontally and 7 vertically. The terminal pads it by
/// one cell (8 points) on each side and not at all above and below, so the button stays one line
/// tall with its label centred in the fill: `█Add█` in plain text, a tinted bar in colour.
public struct BorderedButtonStyle: ButtonStyle, BuiltInStyle {
    /// The bordered style: the label in the tint on a light tinted rounded rectangle.
    public init() {}

    /// The button: its label in the tint, one cell of padding each side, on a light tinted fill.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(ButtonTint(ink: .tint, role: configuration.role))
            .padding(.horizontal, BorderedButtonMetrics.horizontalPadding)
            .background(RoundedRectangle(cornerRadius: BorderedButtonMetrics.cornerRadius).fill(ButtonFill(role: configuration.role, isProminent: false)))
    }
}

/// A style that puts the label, in white, on a rounded rectangle filled with the tint colour:
/// the button for the most important action. Sized like `BorderedButtonStyle`.
public struct BorderedProminentButtonStyle: ButtonStyle, BuiltInStyle {
    /// The bordered prominent style: the label in white on a tinted rounded rectangle.
    public init() {}

    /// The button: its label in white, one cell of padding each side, on a solid tinted fill.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(ButtonTint(ink: .onTint, role: configuration.role))
            .padding(.horizontal, BorderedButtonMetrics.horizontalPadding)
            .background(RoundedRectangle(cornerRadius: BorderedButtonMetrics.cornerRadius).fill(ButtonFill(role: configuration.role, isProminent: true)))
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The label on a light tinted rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on a tinted rounded rectangle.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The terminal sizes of bordered buttons (see `BorderedButtonStyle`).
enum BorderedButtonMetrics {
    static let horizontalPadding: CGFloat = 8
    static let cornerRadius: CGFloat = 6
}

/// The fill behind a bordered button's label: the tint (red for a destructive button), light for
/// `bordered` and solid for `borderedProminent`; gray when the button is disabled.
struct ButtonFill: ShapeStyle {
    let role: ButtonRole?
    let isProminent: Bool

    func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        let tint = environment.isEnabled ? (role == .destructive ? Color.red : environment.tint ?? Color.accentColor) : Color.gray
        return (isProminent && environment.isEnabled ? tint : tint.opacity(0.15)).resolve(in: environment)
    }
}
