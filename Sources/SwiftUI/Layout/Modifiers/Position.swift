import Foundation

extension View {
    /// Places the centre of this view at `position` in a frame that takes all the proposed space.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Places the centre of this view at (`x`, `y`) in a frame that takes all the proposed space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// `position(_:)`: the frame is the proposal (10 for an unspecified dimension, like a shape);
/// the view gets the same proposal and is centred on the point.
public struct _PositionLayout: UnaryLayoutModifier {
    let position: CGPoint

    var traceLabel: String { ".position(x: \(position.x.pointDescription), y: \(position.y.pointDescription))" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let size = child.sizeThatFits(proposal)
        return ChildPlacement(
            origin: CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2),
            proposal: proposal
        )
    }
}
