import Foundation

extension ViewNode {
    /// Where this child goes so that its `alignment` guides meet the same guides of a container
    /// of `size` (the container's own default guides): how frames and overlays align content.
    func alignedOrigin(in size: CGSize, alignment: Alignment, proposal: ProposedViewSize) -> CGPoint {
        let child = dimensions(in: proposal)
        let container = ViewDimensions(size: size, node: nil, proposal: proposal)
        return CGPoint(
            x: container[alignment.horizontal] - child[alignment.horizontal],
            y: container[alignment.vertical] - child[alignment.vertical]
        )
    }
}

extension CGRect {
    func offsetOrigin(by point: CGPoint) -> CGPoint {
        CGPoint(x: minX + point.x, y: minY + point.y)
    }
}
