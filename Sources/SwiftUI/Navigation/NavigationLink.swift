import Foundation

/// A control that pushes a view on the enclosing `NavigationStack` when tapped: either the
/// `destination` it was given, or the view `navigationDestination(for:)` declares for its value.
///
/// It is drawn as in a list row: the label, then a chevron at the trailing edge. Tap it by its
/// label (`host.tap("Title")`). Outside a navigation stack it is disabled, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
    private let label: Label
    private let push: (Navigator) -> Void
    @Environment(\.navigator) private var navigator

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let destination = AnyView(destination())
        self.label = label()
        push = { $0.push(destination) }
    }

    /// The older spelling of `init(destination:label:)`, used by the books.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    public var body: some View {
        // The label has the row's width up to the chevron, as a list cell gives its content
        // all but the disclosure indicator; a Spacer beside it would take half of what is
        // left, as an HStack shares space between two flexible views, and wrap longer titles.
        HStack(spacing: 8) {
            Button {
                if let navigator { push(navigator) }
            } label: {
                label
            }
            .buttonStyle(.plain)
            .frame(maxWidth: .infinity, alignment: .leading)
            Text("›").foregroundStyle(.secondary)
        }
        .disabled(navigator == nil)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with the string `title` (not localized) that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// The older spelling of `init(_:destination:)`, with the destination made at once.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    /// The older spelling of `init(_:destination:)` for a string title (not localized).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the `navigationDestination(for:)` declared for its
    /// type. Without one, SwiftUI's message and nothing is pushed.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { navigator in value.map { navigator.push(AnyHashable($0)) } }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` that pushes `value`, shown by the `navigationDestination(for:)`
    /// declared for its type; a `nil` value pushes nothing.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled with the string `title` (not localized) that pushes `value`, shown by the
    /// `navigationDestination(for:)` declared for its type.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

