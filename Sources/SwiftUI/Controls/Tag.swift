import Foundation

extension View {
    /// Gives this view the value a `Picker` selects when this view is chosen:
    /// `Text("Red").tag(Flavor.red)`. The tag's type must be the picker's selection type.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}

/// Carries a view's tag; layout and drawing pass through it.
struct TagModifier: UnaryLayoutModifier {
    let tag: AnyHashable

    var traceLabel: String {
        let value = tag.base as? String ?? String(describing: tag.base)
        return tag.base is String ? ".tag(\"\(value)\")" : ".tag(\(value))"
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: proposal)
    }
}

extension ViewNode {
    /// The tag set on this view with `tag(_:)`, found through the modifiers around the view;
    /// without one, the id of the `ForEach` element the view was made for.
    var tag: AnyHashable? {
        var node = self
        while true {
            if let tagged = node.behavior as? TagModifier { return tagged.tag }
            guard node.children.count == 1 else { return elementID }
            node = node.children[0]
        }
    }
}
