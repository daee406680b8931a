import Foundation

/// A container for a screen of settings and data entry: on iOS a form is drawn as an inset
/// grouped list, each control a row and each `Section` a group (Apple, "Form": "On iOS, forms
/// are grouped lists"), whatever list style is set around it.
public struct Form<Content: View>: View {
    var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var formInputs = inputs
        formInputs.environment.listMetrics = InsetGroupedListStyle()._metrics
        return ListContentLayout.makeScrollingList(of: viewList(of: view.content), inputs: formInputs, selection: nil)
    }
}
