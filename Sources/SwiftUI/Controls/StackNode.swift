/// Makes a single node from a control's label nodes: the label itself when it is one view,
/// else a VStack of them, as SwiftUI lays out a label made of several views.
enum StackNode {
    static func vertical(_ nodes: [ViewNode], inputs: _ViewInputs) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(LayoutBehavior(layout: VStackLayout()), children: nodes, inputs: inputs)
    }
}
