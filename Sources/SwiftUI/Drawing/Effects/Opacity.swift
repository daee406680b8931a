extension View {
    /// Draws this view with the given opacity, from 0 (invisible) to 1; layout is unchanged.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity))
    }

    /// Hides this view but keeps its place in the layout.
    public func hidden() -> some View {
        modifier(_OpacityEffect(opacity: 0))
    }
}

/// Draws its content with an opacity; the opacity animates.
public struct _OpacityEffect: DrawingEffectModifier, AnimatableValueBehavior {
    typealias AnimatableData = Double
    var opacity: Double

    var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }

    var traceLabel: String { opacity == 0 ? ".hidden()" : ".opacity(\(opacity))" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        list.withContext({ $0.opacity *= min(1, max(0, opacity)) }) { node.drawChildren(into: &$0) }
    }
}
