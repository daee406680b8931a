import Foundation

/// A label with a value beside it, as a form row shows a setting: the label at the leading
/// edge, the value at the trailing edge in the secondary style. `labeledContentStyle(_:)`
/// chooses the style.
public struct LabeledContent<Label: View, Content: View>: _PrimitiveView {
    var label: Label
    var content: Content

    /// `content` with `label` beside it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(content: StyledNodes(view.label)),
            content: LabeledContentStyleConfiguration.Content(content: StyledNodes(view.content))
        )
        return _ViewOutputs(nodes: inputs.environment.labeledContentStyle.makeNodes(configuration, inputs: inputs))
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// `content` labelled `title`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `LabeledContent("Name", value: "Ada")`.
    @_disfavoredOverload
    public init<S: StringProtocol, Value: StringProtocol>(_ title: S, value: Value) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// The text `value` labelled `titleKey`: `LabeledContent("Name", value: name)`.
    public init<Value: StringProtocol>(_ titleKey: LocalizedStringKey, value: Value) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// `LabeledContent("Price", value: 3.5, format: .currency(code: "EUR"))`: the value as
    /// `Text(_:format:)` shows it.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// `value` formatted with `format`, labelled `title` (shown verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
