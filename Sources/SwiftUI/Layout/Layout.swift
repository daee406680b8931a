import Foundation

/// A type that defines the geometry of a collection of views.
///
/// HStack, VStack and ZStack are layouts too (`HStackLayout`, `VStackLayout`,
/// `ZStackLayout`), so a custom layout takes part in layout exactly as they do.
public protocol Layout {
    /// Properties of the layout container, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once per layout pass and reuses in each call.
    associatedtype Cache = Void
    /// The container's subviews, as proxies to measure and place.
    typealias Subviews = LayoutSubviews

    /// Makes the cache the layout's other methods share, before the first measure.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change; by default makes it again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing this container prefers around itself; by default the union of its subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview by calling `place(at:anchor:proposal:)` on it, inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Where the container puts the horizontal `guide`, or `nil` for the guide's default value in the container's bounds.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the container puts the vertical `guide`, or `nil` for the guide's default value in the container's bounds.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation by default.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferred spacings (the default 8 points when there are none).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: subviews.isEmpty ? ViewSpacing() : ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No explicit value by default: the guide's default value is used.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// No explicit value by default: the guide's default value is used.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the container, if it has one; `Spacer`s and `Divider`s follow it.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() {}
}

extension Layout {
    /// Lays out `content` with this layout: `MyLayout { Text("A"); Text("B") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// A view that arranges its content with a `Layout`.
public struct _LayoutRoot<L: Layout, Content: View>: _PrimitiveView {
    var layout: L
    var content: Content

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var childInputs = inputs.child(.content)
        let properties = (view.layout as? any LayoutWithInstanceProperties)?.properties ?? L.layoutProperties
        childInputs.environment.stackOrientation = properties.stackOrientation
        let children = makeNodes(of: view.content, inputs: childInputs)
        return _ViewOutputs(node: ViewNode(LayoutBehavior(layout: view.layout), children: children, inputs: inputs))
    }
}

/// Runs a `Layout` for a node, keeping its cache in the node for the layout pass.
struct LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L

    var traceLabel: String { layoutName(of: layout) }
    /// A custom layout may compute guides of its own; the built-in ones only pass children's on.
    var providesExplicitAlignment: Bool { !(layout is any NamedLayout) }

    /// Runs `body` with the node's cache: made on the layout view's first use, updated when its
    /// subviews or the layout changed since (SwiftUI's `updateCache(_:subviews:)`). Layouts
    /// without a cache skip the storage (most built-in ones).
    private func withCache<R>(_ node: ViewNode, _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        let subviews = LayoutSubviews(node.children)
        if L.Cache.self == Void.self {
            var none = () as! L.Cache
            return body(subviews, &none)
        }
        // Only this behavior, which a node keeps for life, stores the node's cache: its type is known.
        let box: LayoutCacheBox<L.Cache>
        if let stored = node.layoutCache {
            box = unsafeDowncast(stored, to: LayoutCacheBox<L.Cache>.self)
            if box.needsUpdate {
                box.needsUpdate = false
                layout.updateCache(&box.value, subviews: subviews)
            }
        } else {
            box = LayoutCacheBox(layout.makeCache(subviews: subviews))
            node.layoutCache = box
        }
        return body(subviews, &box.value)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        withCache(node) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &$1) }
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node) { subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    func spacing(of node: ViewNode) -> ViewSpacing {
        withCache(node) { layout.spacing(subviews: $0, cache: &$1) }
    }
}

/// `HStack` for `HStackLayout`, the type name otherwise.
func layoutName(of layout: some Layout) -> String {
    (layout as? any NamedLayout)?.name ?? String(describing: type(of: layout))
}

/// A layout whose properties depend on its value, not only its type: `AnyLayout`.
protocol LayoutWithInstanceProperties {
    var properties: LayoutProperties { get }
}

/// A built-in layout that a trace names after its view (`HStack`, not `HStackLayout`).
protocol NamedLayout: Layout {
    var name: String { get }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

/// A layout's cache, kept for as long as the layout's view stays (carried to the node that
/// replaces its node in an update).
class LayoutCacheStorage {
    /// Whether the subviews or the layout changed since the cache was made or updated.
    var needsUpdate = false
}

final class LayoutCacheBox<Cache>: LayoutCacheStorage {
    var value: Cache

    init(_ value: Cache) {
        self.value = value
    }
}
