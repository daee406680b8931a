import Foundation

/// A type-erased layout: `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`,
/// then `layout { … }`. Because the view's type is the same whichever layout it holds, switching
/// layouts keeps the identity, and so the state, of the views inside (WWDC22, "Compose custom
/// layouts with SwiftUI").
public struct AnyLayout: Layout {
    var layout: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        self.layout = layout
    }

    /// The wrapped layout's cache, made again when the wrapped layout's type changes.
    public struct Cache {
        var layoutType: ObjectIdentifier?
        var value: Any = ()
    }

    /// An empty cache; the wrapped layout's own cache is made on first use.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    /// The wrapped layout updates its own cache; a layout of another type makes its own.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        layout.updateCache(erasedCache: &cache, subviews: subviews)
    }

    /// The size the wrapped layout asks for.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, erasedCache: &cache)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, erasedCache: &cache)
    }

    /// The spacing the wrapped layout prefers around itself.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        layout.spacing(subviews: subviews, erasedCache: &cache)
    }

    /// The wrapped layout's value for the horizontal `guide`, or `nil`.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, erasedCache: &cache)
    }

    /// The wrapped layout's value for the vertical `guide`, or `nil`.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, erasedCache: &cache)
    }
}

/// The wrapped layout's side of `AnyLayout`: called on `any Layout`, each method runs with the
/// layout opened to its own type and its cache taken out of the erased one.
extension Layout {
    fileprivate func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, erasedCache: inout AnyLayout.Cache) -> CGSize {
        withCache(in: &erasedCache, subviews: subviews) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, erasedCache: inout AnyLayout.Cache) {
        withCache(in: &erasedCache, subviews: subviews) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func spacing(subviews: Subviews, erasedCache: inout AnyLayout.Cache) -> ViewSpacing {
        withCache(in: &erasedCache, subviews: subviews) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, erasedCache: inout AnyLayout.Cache
    ) -> CGFloat? {
        withCache(in: &erasedCache, subviews: subviews) {
            explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    fileprivate func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, erasedCache: inout AnyLayout.Cache
    ) -> CGFloat? {
        withCache(in: &erasedCache, subviews: subviews) {
            explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    fileprivate func updateCache(erasedCache: inout AnyLayout.Cache, subviews: Subviews) {
        guard erasedCache.layoutType == ObjectIdentifier(Self.self), var cache = erasedCache.value as? Cache else { return }
        updateCache(&cache, subviews: subviews)
        erasedCache.value = cache
    }

    /// Runs `body` with this layout's cache: the one kept in `erasedCache` if it was made by a
    /// layout of this type, else a new one; what `body` leaves in it is kept.
    private func withCache<Result>(in erasedCache: inout AnyLayout.Cache, subviews: Subviews, _ body: (inout Cache) -> Result) -> Result {
        var cache: Cache
        if erasedCache.layoutType == ObjectIdentifier(Self.self), let kept = erasedCache.value as? Cache {
            cache = kept
        } else {
            cache = makeCache(subviews: subviews)
        }
        let result = body(&cache)
        erasedCache = AnyLayout.Cache(layoutType: ObjectIdentifier(Self.self), value: cache)
        return result
    }

    /// `layoutProperties` of the layout's own type, for an `any Layout`.
    fileprivate var propertiesOfItsType: LayoutProperties { Self.layoutProperties }
}

extension AnyLayout: LayoutWithInstanceProperties {
    /// The wrapped layout's: `Spacer`s inside `AnyLayout(HStackLayout())` stretch horizontally.
    var properties: LayoutProperties { layout.propertiesOfItsType }
}
