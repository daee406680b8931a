extension View {
    /// Composites this view's content as one layer before effects outside it (opacity, blend
    /// modes) apply. The terminal draws each item into its cells, so the group is recorded only.
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupEffect(effect: .compositingGroup))
    }

    /// Renders this view's content offscreen as one image before display. Recorded only: the
    /// terminal draws the same cells either way.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_CompositingGroupEffect(effect: .drawingGroup(opaque: opaque)))
    }
}

/// The colour space a drawing group renders in.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The colour spaces: kept for SwiftUI's API, the terminal draws every one alike.
    case nonLinear, linear, extendedLinear
}

/// Marks its content as one composited layer in the display list.
public struct _CompositingGroupEffect: DrawingEffectModifier {
    let effect: GraphicsEffect

    var traceLabel: String { effect == .compositingGroup ? ".compositingGroup()" : ".drawingGroup()" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        list.withContext({ $0.effects.append(effect) }) { node.drawChildren(into: &$0) }
    }
}
