import Foundation

/// A view whose nodes a closure makes where the view is placed: a style configuration's parts
/// (a group box's label and content) and a control's resolved style both stand in a body as one.
struct StyledNodes: _PrimitiveView {
    let makeNodes: (_ViewInputs) -> [ViewNode]

    init<V: View>(_ view: V) { makeNodes = { SwiftUI.makeNodes(of: view, inputs: $0) } }
    init(makeNodes: @escaping (_ViewInputs) -> [ViewNode]) { self.makeNodes = makeNodes }

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(inputs))
    }
}

/// The nodes of `style`'s body: a built-in style's body is made in place; a learner's runs as a
/// view of its own (`StyleBody`), so its `@Environment` and `@State` properties work.
func makeStyleNodes<Style, Body: View>(_ style: Style, inputs: _ViewInputs, body: @escaping (Style) -> Body) -> [ViewNode] {
    if style is any BuiltInStyle {
        return makeNodes(of: body(style), inputs: inputs)
    }
    return makeNodes(of: StyleBody(style: style) { AnyView(body($0)) }, inputs: inputs)
}
