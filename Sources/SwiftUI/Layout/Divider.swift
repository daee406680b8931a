import Foundation

/// A thin line that separates content: horizontal in a VStack (or outside stacks), vertical in an HStack.
///
/// It is 1 point thick and takes the proposed length (10 for an unspecified one).
public struct Divider: _PrimitiveView {
    /// A divider that follows the orientation of its stack.
    public init() {}

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let axis: Axis = inputs.environment.stackOrientation == .horizontal ? .vertical : .horizontal
        let node = ViewNode(DividerLayout(axis: axis), inputs: inputs)
        node.traits.layoutValues[ObjectIdentifier(DividerRowKey.self)] = true
        return _ViewOutputs(node: node)
    }
}

/// Marks a divider for the grid around it: a divider outside any `GridRow` is a row of its
/// own, which a terminal can show only as a whole row of cells (see `GridLayout`).
struct DividerRowKey: LayoutValueKey {
    static let defaultValue = false
}

struct DividerLayout: NodeBehavior {
    /// The direction the line runs.
    let axis: Axis
    static let thickness: CGFloat = 1
    static let color = Color(red: 0.78, green: 0.78, blue: 0.8)

    var traceLabel: String { "Divider" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let length = proposal[axis] ?? 10
        return CGSize(axis, length, cross: Self.thickness)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        var path = Path()
        if axis == .horizontal {
            path.addLines([CGPoint(x: frame.minX, y: frame.midY), CGPoint(x: frame.maxX, y: frame.midY)])
        } else {
            path.addLines([CGPoint(x: frame.midX, y: frame.minY), CGPoint(x: frame.midX, y: frame.maxY)])
        }
        list.append(.stroke(path, Self.color.resolve(in: node.environment), StrokeStyle(lineWidth: Self.thickness)), frame: frame)
    }
}
