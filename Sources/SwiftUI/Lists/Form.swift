import Foundation

/// A container for a screen of settings and data entry: on iOS a form is drawn as an inset
/// grouped list, each control a row and each `Section` a group (Apple, "Form": "On iOS, forms
/// are grouped lists"), whatever list style is set around it. `formStyle(_:)` chooses the style;
/// see `FormStyle`.
public struct Form<Content: View>: _PrimitiveView {
    var content: Content

    /// A form of the rows in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let style = inputs.environment.formStyle
        if style is AutomaticFormStyle || style is GroupedFormStyle {
            // The list is made from the content itself, to see its sections and rows.
            return GroupedForm._makeView(GroupedForm(content: view.content), inputs: inputs)
        }
        let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(content: StyledNodes(view.content)))
        return _ViewOutputs(nodes: style.makeNodes(configuration, inputs: inputs))
    }
}
