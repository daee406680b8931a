import Foundation

/// A flexible space that grows along the axis of the stack it is in (both axes elsewhere).
///
/// It is at least `minLength` long (the default spacing, 8 points, when `nil`), has no length
/// across the stack, and takes no spacing next to it.
public struct Spacer: _PrimitiveView {
    /// The least length along the stack, or `nil` for the default 8 points.
    public var minLength: CGFloat?

    /// A spacer at least `minLength` long (8 points when `nil`).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let behavior = SpacerLayout(minLength: view.minLength ?? ViewSpacing.defaultLength, axis: inputs.environment.stackOrientation)
        return _ViewOutputs(node: ViewNode(behavior, inputs: inputs))
    }
}

struct SpacerLayout: NodeBehavior {
    let minLength: CGFloat
    /// The stack's axis, or `nil` outside a stack.
    let axis: Axis?

    var traceLabel: String { "Spacer" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func spacing(of node: ViewNode) -> ViewSpacing { .zero }
}
