import Foundation

/// The options of a picker, made from its content: one node per view, each a single line. The
/// layout decides which are shown and where.
struct PickerOptions<Content: View, Layout: PickerOptionsLayout>: _PrimitiveView {
    let content: Content
    let selected: AnyHashable
    let layout: Layout.Type

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var optionInputs = inputs
        optionInputs.environment.lineLimit = 1
        Layout.styleOptions(&optionInputs.environment)
        let options = makeNodes(of: view.content, inputs: optionInputs)
        let selectedIndex = options.firstIndex { $0.tag == view.selected }
        return _ViewOutputs(node: ViewNode(Layout(selectedIndex: selectedIndex), children: options, inputs: inputs))
    }
}

/// How a picker style lays out and draws its options; its children are the options.
protocol PickerOptionsLayout: NodeBehavior {
    init(selectedIndex: Int?)
    /// The place among the options of the one selected, if one is.
    var selectedIndex: Int? { get }
    /// Changes the environment the options are drawn in.
    static func styleOptions(_ environment: inout EnvironmentValues)
}

extension PickerOptions: ImplementationDetail {}
