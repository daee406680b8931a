import Foundation

extension View {
    /// Blurs this view by `radius` points; layout is unchanged. With `opaque`, the blur does
    /// not fade the view's edges into what is behind it.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }
}

/// Blurs what its content draws; the radius animates.
public struct _BlurEffect: DrawingEffectModifier, AnimatableValueBehavior {
    typealias AnimatableData = CGFloat
    var radius: CGFloat
    let isOpaque: Bool

    var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }

    var traceLabel: String { ".blur(radius: \(radius.pointDescription))" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        guard radius > 0 else { return node.drawChildren(into: &list) }
        list.withContext({ $0.effects.append(.blur(radius: radius, opaque: isOpaque)) }) { node.drawChildren(into: &$0) }
    }
}
