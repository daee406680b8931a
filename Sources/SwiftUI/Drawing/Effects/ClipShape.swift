import Foundation

extension View {
    /// Clips this view to its own frame: nothing it draws outside its frame shows.
    public func clipped() -> some View {
        clipShape(Rectangle())
    }

    /// Clips this view to `shape` in its frame. Layout is unchanged.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape))
    }
}

public struct _ClipEffect<ClipShape: Shape>: DrawingEffectModifier {
    let shape: ClipShape

    var traceLabel: String { ".clipShape(\(shapeLabel(shape)))" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        // Shapes draw in their own coordinates (origin at zero), as in SwiftUI.
        let frame = node.presentedFrame
        let path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        list.withContext({ $0.clips.append(path.applying($0.transform)) }) { node.drawChildren(into: &$0) }
    }
}
