import Foundation

/// A view that edits long, multi-line text.
///
/// Apple: "A view that can display and edit long-form text." Like iOS's, it takes all the space
/// it is offered and shows its text from the top-leading corner, wrapped at its width. It has no
/// label: give it an identifier to find it, `host.type("Buy milk\nCall Ada", into: "notes")`
/// replacing its text as typing would. Return adds a line rather than submitting.
///
/// ```swift
/// TextEditor(text: $notes)
///     .accessibilityIdentifier("notes")
/// ```
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        // Reading the text here makes this body run again when it changes.
        Text(verbatim: text.wrappedValue)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let behavior = TextFieldBehavior(text: view.text, focus: inputs.environment.focusBinding, submitTrigger: [])
        return makeControl(view, behavior: behavior, inputs: inputs)
    }
}
