import Foundation

extension View {
    /// The colour of the separators of this row of a list (the line under it; nil for the
    /// style's grey). Either edge's separator takes it, as only one separator is drawn under a
    /// row here.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier<ListRowSeparatorTintKey>(value: color))
    }

    /// Shows or hides the separators at the edges of this section of a list: `.visible` draws
    /// a line above the section's first row (`.top`) and under its last one (`.bottom`), where
    /// a plain list here draws none; `.hidden` and `.automatic` draw none, as on iOS a plain
    /// list's section separators are hidden with this modifier.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier<ListSectionSeparatorKey>(value: visibility == .visible ? edges : []))
    }

    /// The colour of this section's separators (nil for the style's grey).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier<ListSectionSeparatorTintKey>(value: color))
    }
}

struct ListRowSeparatorTintKey: LayoutValueKey {
    static let defaultValue: Color? = nil
}

struct ListSectionSeparatorKey: LayoutValueKey {
    static let defaultValue: VerticalEdge.Set = []
}

struct ListSectionSeparatorTintKey: LayoutValueKey {
    static let defaultValue: Color? = nil
}

extension ViewTraits {
    var listRowSeparatorTint: Color? { layoutValues[ObjectIdentifier(ListRowSeparatorTintKey.self)] as? Color }
    var listSectionSeparatorEdges: VerticalEdge.Set { layoutValues[ObjectIdentifier(ListSectionSeparatorKey.self)] as? VerticalEdge.Set ?? [] }
    var listSectionSeparatorTint: Color? { layoutValues[ObjectIdentifier(ListSectionSeparatorTintKey.self)] as? Color }
}
