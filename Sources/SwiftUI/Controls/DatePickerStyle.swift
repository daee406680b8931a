import Foundation

/// How date pickers look, as SwiftUI's `DatePickerStyle`.
///
/// Accepted: a terminal draws every date picker in one form, the compact one (the label, then
/// the date and the time in brackets); a style is taken and changes nothing.
public protocol DatePickerStyle {}

/// The default style: compact on iOS.
///
/// Accepted: drawn as every date picker is in a terminal.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default date picker style.
    public init() {}
}

/// The date and the time as buttons that open a calendar and a wheel.
///
/// Accepted: the terminal's one form is this one, without the pop-ups.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact date picker style.
    public init() {}
}

/// A calendar and a clock drawn in place.
///
/// Accepted: drawn in the compact form, as a calendar would not fit one line.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical date picker style, drawn in the compact form here.
    public init() {}
}

/// Scrolling wheels for each part of the date.
///
/// Accepted: drawn in the compact form; a terminal has no wheels to turn.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel date picker style, drawn in the compact form here.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// Accepted: the default style, drawn in the compact form.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Accepted: the compact style, the terminal's one form.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// Accepted: the graphical style, drawn in the compact form.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Accepted: the wheel style, drawn in the compact form.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style of the date pickers inside this view: `.datePickerStyle(.graphical)`.
    ///
    /// Accepted: every date picker is drawn in the compact form in a terminal.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
