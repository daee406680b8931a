import Foundation

extension View {
    /// Marks this layout's views (a `LazyVStack`'s rows) as the ones a scroll view's
    /// `scrollPosition(id:)` reports and scrolls to.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_TraitWritingModifier<ScrollTargetLayoutKey>(value: isEnabled))
    }

    /// Binds the id of the view the scroll view is scrolled to: scrolling sets `id` to the id of
    /// the first view of its `scrollTargetLayout()` that is in view (at `anchor`, the top by
    /// default), and setting `id` scrolls that view there (Apple, `scrollPosition(id:anchor:)`:
    /// "use this modifier along with the scrollTargetLayout() modifier").
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionBinding, ScrollPositionBinding(
            get: { id.wrappedValue.map(AnyHashable.init) },
            set: { id.wrappedValue = $0?.base as? ID },
            anchor: anchor
        ))
    }
}

struct ScrollTargetLayoutKey: LayoutValueKey {
    static let defaultValue = false
}

/// A `scrollPosition(id:)` binding with its id's type erased, and the anchor it lines views up at.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?

    /// After `node` (a scroll view) placed its content at `position`: a new value of the
    /// binding becomes a view to scroll to; else the first target view in view is reported
    /// back, after the update, when it changed.
    func follow(_ position: ScrollPosition, in node: ViewNode, axes: Axis.Set) {
        let wanted = get()
        if let wanted, wanted != position.boundID {
            position.boundID = wanted
            position.pendingTarget = ScrollTarget(id: wanted, anchor: anchor ?? .top)
            return
        }
        guard position.pendingTarget == nil, let shown = firstTargetInView(of: node, axes: axes), shown != position.boundID else { return }
        // The view first shown is not reported: the binding changes when the view is scrolled.
        let isFirstPlacement = position.boundID == nil && wanted == nil
        position.boundID = shown
        if !isFirstPlacement { node.graph.afterUpdate.append { set(shown) } }
    }

    private func firstTargetInView(of node: ViewNode, axes: Axis.Set) -> AnyHashable? {
        // The trait reaches the views that wrap the marked layout (a scroll view around it
        // included), so the layout is the deepest view that has it.
        func isMarked(_ view: ViewNode) -> Bool {
            view.traits.layoutValues[ObjectIdentifier(ScrollTargetLayoutKey.self)] as? Bool == true
        }
        var found: ViewNode?
        node.children.first?.forEachNode { if found == nil, isMarked($0) { found = $0 } }
        guard var layout = found else { return nil }
        while let inner = layout.children.first(where: isMarked) { layout = inner }
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let fraction = axis == .vertical ? (anchor ?? .top).y : (anchor ?? .top).x
        let line = node.frame.origin[axis] + fraction * node.frame.size[axis]
        let view = layout.children.first { $0.isShown && $0.frame.origin[axis] + $0.frame.size[axis] > line }
        return view?.elementID ?? view?.explicitID
    }
}

extension EnvironmentValues {
    /// The binding of the scroll view this environment reaches, if any; a scroll view's content
    /// does not see it.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }
}

private struct ScrollPositionBindingKey: EnvironmentKey {
    static let defaultValue: ScrollPositionBinding? = nil
}
