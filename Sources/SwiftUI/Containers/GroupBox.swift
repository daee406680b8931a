import Foundation

/// Views grouped in a box, under an optional label: the content is inset by 16 points on each
/// side, the label above it in the headline font, as iOS draws a group box (a rounded, lightly
/// filled rectangle, drawn in the terminal as an outline of box-drawing characters, as a
/// list's sections are: see docs/deviations.md). `groupBoxStyle(_:)` chooses the style.
public struct GroupBox<Label: View, Content: View>: _PrimitiveView {
    var label: Label
    var content: Content

    /// A box around `content` with `label` as its title.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The older form: `GroupBox(label: Text("Today")) { … }`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: StyledNodes(view.label)),
            content: GroupBoxStyleConfiguration.Content(content: StyledNodes(view.content))
        )
        return _ViewOutputs(nodes: inputs.environment.groupBoxStyle.makeNodes(configuration, inputs: inputs))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box around `content`, without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box around `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A box around `content` titled `title`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
