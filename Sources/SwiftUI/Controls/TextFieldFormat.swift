import Foundation

extension TextField where Label == Text {
    /// A field that edits a value through a format, as SwiftUI's `TextField(_:value:format:prompt:)`
    /// (`TextField("Amount", value: $amount, format: .number)`): it shows the value formatted;
    /// typing changes only the field's text, and return (`host.submit`) parses the text with the
    /// format's parse strategy into the value, before the `onSubmit` actions run. Text that does
    /// not parse leaves the value as it was, and the field shows it formatted again.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt) { Text(titleKey) }
        commit = Self.parser(value, format)
    }

    /// A formatted field titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: Self.formatted(value, format), prompt: prompt) { Text(title) }
        commit = Self.parser(value, format)
    }

    /// The value as the format writes it.
    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
        Binding { format.format(value.wrappedValue) } set: { _ in }
    }

    /// Sets the value to the typed text parsed by the format, when it parses.
    private static func parser<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> (String) -> Void where F.FormatOutput == String {
        { typed in
            if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
        }
    }
}
