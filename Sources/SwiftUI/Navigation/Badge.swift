import Foundation

extension View {
    /// Shows `count` as a badge: Apple, "Badges appear only in list rows, tab bars, and menus",
    /// and "specifying zero hides the badge".
    ///
    /// On a tab's content the badge follows the tab's item in the bar, its text in red (iOS
    /// draws it white on a red oval at the symbol's corner); on a `List` row it is drawn at the row's trailing
    /// edge in the secondary colour, as iOS draws it. Elsewhere it shows nothing, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(verbatim: "\(count)"))
    }

    /// Shows `label` as a badge (see `badge(_:)` with a count); `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        Badged(content: self, badge: label)
            .modifier(_TraitWritingModifier<BadgeKey>(value: label))
    }

    /// Shows the localized string `key` as a badge; `nil` shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Shows `label` as a badge; `nil` shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// A view's badge, a trait that the tab view reads from its children.
struct BadgeKey: LayoutValueKey {
    static let defaultValue: Text? = nil
}

extension ViewTraits {
    /// The badge `badge(_:)` gave this view.
    var badge: Text? { layoutValues[ObjectIdentifier(BadgeKey.self)] as? Text }
}

/// A badged view: in a list row, the view and its badge at the row's trailing edge; elsewhere
/// the view alone (a tab's badge is drawn by the bar, from the trait).
struct Badged<Content: View>: View {
    let content: Content
    let badge: Text?
    @Environment(\.isListRowContent) var isListRowContent

    var body: some View {
        if isListRowContent, let badge {
            HStack {
                content
                Spacer(minLength: 0)
                badge.foregroundStyle(HierarchicalShapeStyle.secondary).lineLimit(1)
            }
        } else {
            content
        }
    }
}

/// A tab item's badge in the bar: its text in red, after the item's label. iOS draws white
/// text on a red oval at the symbol's corner; a fill behind the badge would not line up with
/// the cells of its text where the item is centred between cells.
struct TabBadge: View {
    let badge: Text

    var body: some View {
        badge.foregroundStyle(Color.red).lineLimit(1)
    }
}

private struct IsListRowContentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a view is (inside) the content of a `List` row, where a badge is drawn.
    var isListRowContent: Bool {
        get { self[IsListRowContentKey.self] }
        set { self[IsListRowContentKey.self] = newValue }
    }
}

extension Badged: ImplementationDetail {}
extension TabBadge: ImplementationDetail {}
