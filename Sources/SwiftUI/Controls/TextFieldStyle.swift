import Foundation

/// How text fields look; `textFieldStyle(_:)` sets it for the fields inside a view.
public protocol TextFieldStyle {}

/// The default style: on iOS, plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default text field style.
    public init() {}
}

/// The text alone, with no border.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain text field style.
    public init() {}
}

/// The text inside a rounded rectangle's outline.
///
/// iOS insets the text by about 7 points and the field is about 34 points tall. The terminal
/// insets it by one cell (8 points) on each side and one line (16 points) above and below, so
/// the outline has lines of its own: the field is three lines (48 points) tall.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border text field style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: on iOS, plain (the text alone, with no border).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone, with no border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text inside a rounded rectangle's outline, three lines tall in the terminal.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of the text fields inside this view: `.textFieldStyle(.roundedBorder)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style)
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue: any TextFieldStyle = DefaultTextFieldStyle()
}

extension EnvironmentValues {
    var textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

/// The outline of a rounded-border field (see `RoundedBorderTextFieldStyle`), or nothing.
struct TextFieldDecoration: ViewModifier {
    let style: any TextFieldStyle

    func body(content: Content) -> some View {
        if style is RoundedBorderTextFieldStyle {
            content
                .padding(.horizontal, 8)
                .padding(.vertical, 16)
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.gray))
        } else {
            content
        }
    }
}
