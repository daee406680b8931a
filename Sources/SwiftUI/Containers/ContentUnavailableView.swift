import Foundation

/// What a screen shows when it has nothing to show (no results, an empty inbox): a large icon,
/// a title and a description, centred in all the space offered, with actions below.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    var label: Label
    var description: Description
    var actions: Actions

    /// A view for an empty state: `label` in bold `.title2`, centred, then `description` and `actions` below it.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label (title 2, bold) over the description (secondary, centred), then the actions, padded and centred in all the space offered.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.font(.title2).bold()
                description.foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == UnavailableLabel, Description == Text?, Actions == EmptyView {
    /// `ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("…"))`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { UnavailableLabel(title: Text(title), systemImage: name) }, description: { description })
    }

    /// An empty state titled `titleKey`, with the symbol `name` above it and `description` below.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { UnavailableLabel(title: Text(titleKey), systemImage: name) }, description: { description })
    }

    /// What a search with no results shows.
    public static var search: Self { search(text: nil) }

    /// What a search for `text` with no results shows: `No Results for "text"`.
    public static func search(text: String?) -> Self {
        let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return Self(title, systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

/// The icon above the title in a `ContentUnavailableView`.
public struct UnavailableLabel: View {
    let title: Text
    let systemImage: String

    /// The symbol (large title, secondary) above the title.
    public var body: some View {
        VStack(spacing: 8) {
            Image(systemName: systemImage).font(.largeTitle).foregroundStyle(.secondary)
            title
        }
    }
}
