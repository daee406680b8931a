import Foundation

/// A text field that hides what is typed: each character is drawn as "•". It is laid out,
/// named and driven like a `TextField` (`host.type("secret", into: "Password")`).
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    @Environment(\.textFieldStyle) private var style

    /// A secure field editing `text`, named by `label` (not drawn), showing `prompt` (else a text
    /// label) while empty; each typed character is drawn as "•".
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        // Reading the text here makes this body run again when it changes.
        let hidden = String(repeating: "•", count: text.wrappedValue.count)
        TextFieldContent(shown: hidden, placeholder: prompt ?? label as? Text, style: style)
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        makeControl(view, behavior: TextFieldBehavior(text: view.text, focus: inputs.environment.focusBinding), hiddenLabel: view.label, inputs: inputs)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `titleKey`, which it shows while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A secure field titled with the string `title` (not localized), which it shows while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A secure field titled `titleKey` that shows `prompt` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field titled with the string `title` (not localized) that shows `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
