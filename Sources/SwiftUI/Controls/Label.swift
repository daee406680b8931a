import Foundation

/// A title with an icon: `Label("Lightning", systemImage: "bolt.fill")`.
///
/// The default style, like iOS's, draws the icon and then the title, as an `HStack` with the
/// default spacing (8 points); `labelStyle(_:)` can show only one of them. In the terminal a
/// symbol is two cells wide (see `Image`), so a label reads `⚡  Lightning`.
public struct Label<Title: View, Icon: View>: _PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label made of a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let (title, icon) = (view.title, view.icon)
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title { makeNodes(of: title, inputs: $0) },
            icon: LabelStyleConfiguration.Icon { makeNodes(of: icon, inputs: $0) }
        )
        return _ViewOutputs(nodes: inputs.environment.labelStyle.makeNodes(configuration, inputs: inputs))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title (not localized) and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and an image asset.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
