import Foundation

/// A control that edits a line of text.
///
/// Like iOS's, it takes the proposed width and is one line tall (about 22 points on iOS, 16
/// here). While the text is empty it shows the prompt, or else its title, in gray. Its title
/// names it: `host.type("Ada", into: "Name")` replaces the text as typing would, and
/// `host.submit("Name")` presses return, running the `onSubmit` actions around it.
///
/// ```swift
/// TextField("Name", text: $name)
///     .onSubmit { save() }
/// ```
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    /// `.vertical`: the text wraps and the field grows down (`TextField(_:text:axis:)`).
    var axis: Axis = .horizontal
    /// For `TextField(_:value:format:)`: parses the typed text into the value on submit.
    var commit: ((String) -> Void)?
    /// What has been typed into a formatted field since it was last committed.
    @State private var draft: String?
    @Environment(\.textFieldStyle) private var style

    /// A field named by `label`, showing `prompt` while it is empty (or the label, if it is a
    /// `Text` and there is no prompt).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// A field whose text scrolls along `axis` when it does not fit: Apple, "Specify a
    /// preferred axis in which the text field's text should scroll when the content exceeds
    /// the available space". With `.vertical` the text wraps at the field's width and the field
    /// grows a line at a time, up to a `lineLimit(_:)` when one is set.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    public var body: some View {
        // Reading the text here makes this body run again when it changes.
        TextFieldContent(shown: draft ?? text.wrappedValue, placeholder: prompt ?? label as? Text, style: style, axis: axis)
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var behavior = TextFieldBehavior(text: view.text, focus: inputs.environment.focusBinding)
        if let commit = view.commit {
            // Typing goes into the draft; return parses it into the value, as SwiftUI commits.
            let draft = view._draft.projectedValue
            let text = view.text
            behavior = TextFieldBehavior(
                text: Binding { draft.wrappedValue ?? text.wrappedValue } set: { draft.wrappedValue = $0 },
                focus: inputs.environment.focusBinding)
            behavior.commit = {
                guard let typed = draft.wrappedValue else { return }
                commit(typed)
                draft.wrappedValue = nil
            }
        }
        return makeControl(view, behavior: behavior, hiddenLabel: view.label, inputs: inputs)
    }
}

extension TextField where Label == Text {
    /// A field whose title is also its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A field whose title, the string `title` (not localized), is also its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A field with a title and a separate placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field titled with the string `title` (not localized) and a separate placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field that grows along `axis` (`.vertical`: a field of several lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(titleKey) }
    }

    /// A field titled with the string `title` (not localized) that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(title) }
    }

    /// A field with a separate placeholder that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A field titled with the string `title` (not localized), with a separate placeholder, that
    /// grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// What text fields and secure fields draw: the text shown (or the placeholder, in gray) on one
/// line, taking the proposed width, inside the style's outline. The title, which names the
/// field, is kept by the control's node and not drawn.
struct TextFieldContent: _PrimitiveView {
    let shown: String
    let placeholder: Text?
    let style: any TextFieldStyle
    /// `.vertical` wraps the text (up to the environment's line limit) instead of one line.
    var axis: Axis = .horizontal

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let line = Group {
            if view.shown.isEmpty, let placeholder = view.placeholder {
                placeholder.foregroundStyle(Color.secondary)
            } else {
                Text(verbatim: view.shown)
            }
        }
        let field = line
            .lineLimit(view.axis == .vertical ? inputs.environment.lineLimit : 1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .modifier(TextFieldDecoration(style: view.style))
        return _ViewOutputs(nodes: makeNodes(of: field, inputs: inputs))
    }
}

/// The node of a text field or secure field: `host.type(_:into:)` replaces its text and
/// `host.submit(_:)` runs the submit actions around it.
struct TextFieldBehavior: ControlBehavior {
    static let kind = "text field"
    let text: Binding<String>
    /// The focus state of the `focused` modifier around the field, if any.
    var focus: FocusBinding?
    /// The submit actions return runs: `.text`, or `.search` in a search field.
    var submitTrigger: SubmitTriggers = .text
    var isEnabled = true
    /// A formatted field's commit of its draft, run when return is pressed, before `onSubmit`.
    var commit: (() -> Void)?

    var traceLabel: String { "TextField" }

    func type(_ newText: String) {
        text.wrappedValue = newText
    }

    /// Runs the `.text` (or a search field's `.search`) submit actions in `node`'s environment,
    /// the innermost first.
    func submit(in node: ViewNode) {
        // A text editor's return adds a line: it submits nothing.
        guard !submitTrigger.isEmpty else { return }
        commit?()
        for submit in node.environment.submitActions.reversed() where submit.triggers.contains(submitTrigger) {
            submit.action()
        }
    }
}

extension TextFieldContent: ImplementationDetail {}
