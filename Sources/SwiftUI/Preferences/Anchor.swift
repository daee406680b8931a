import Foundation

/// A geometric value of a view (its bounds, a corner, its centre) that another view can
/// resolve in its own coordinates with a `GeometryProxy`: `proxy[anchor]`.
public struct Anchor<Value> {
    let node: ViewNode
    let resolve: (CGRect) -> Value

    /// Where an anchor's value comes from in the view.
    public struct Source {
        let resolve: (CGRect) -> Value
    }

    /// The value in root coordinates, from the view's frame after layout.
    var globalValue: Value { resolve(node.frame) }
}

extension Anchor: Equatable where Value: Equatable {
    /// Whether two anchors are of the same view and have the same value.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.node === rhs.node && lhs.globalValue == rhs.globalValue
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }

    /// The rectangle `rect`, given in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init { CGRect(x: $0.minX + rect.minX, y: $0.minY + rect.minY, width: rect.width, height: rect.height) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// The point at `point` of the view's bounds ((0, 0) top leading, (1, 1) bottom trailing).
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { .init { point.point(in: $0) } }
    /// The view's top leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Self { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinate space.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        anchor.globalValue.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
    }

    /// The anchor's point in this proxy's coordinate space.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        let point = anchor.globalValue
        return CGPoint(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
    }
}

extension View {
    /// Sets a preference from a geometric value of this view, resolved later by a GeometryProxy.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform, reader: ViewGraph.evaluating))
    }
}

public struct _AnchorWritingModifier<A, K: PreferenceKey>: NodeAttributeModifier {
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> K.Value
    /// The view whose body set the preference. The transform runs later, when the preference
    /// is collected, but the state it reads (`selection == cell ? $0 : nil`) is that body's
    /// dependency, as in SwiftUI, so changing it makes the preference again.
    weak var reader: ViewRecord?

    func apply(to node: ViewNode) {
        let source = source
        let transform = transform
        node.preferenceWriters.append(PreferenceWriter(key: ObjectIdentifier(K.self)) { [unowned node, weak reader] _ in
            ViewGraph.reading(as: reader) { transform(Anchor(node: node, resolve: source.resolve)) }
        })
    }
}
