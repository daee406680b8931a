import Foundation

extension View {
    /// Hides (or shows) the separator under this row of a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_TraitWritingModifier<ListRowSeparatorKey>(value: visibility != .hidden))
    }

    /// Sets the space between this row's edges and its content, in place of the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_TraitWritingModifier<ListRowInsetsKey>(value: insets))
    }

    /// Places `view` behind this row of a list, filling the row (in a grouped style, the row's
    /// part of its section's rounded group) in place of the style's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_TraitWritingModifier<ListRowBackgroundKey>(value: view.map { AnyView($0) }))
    }
}

struct ListRowBackgroundKey: LayoutValueKey {
    static let defaultValue: AnyView? = nil
}

struct ListRowSeparatorKey: LayoutValueKey {
    static let defaultValue = true
}

struct ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

extension ViewTraits {
    var showsListRowSeparator: Bool { layoutValues[ObjectIdentifier(ListRowSeparatorKey.self)] as? Bool ?? true }
    var listRowInsets: EdgeInsets? { layoutValues[ObjectIdentifier(ListRowInsetsKey.self)] as? EdgeInsets }
    var listRowBackground: AnyView? { layoutValues[ObjectIdentifier(ListRowBackgroundKey.self)] as? AnyView }
}
