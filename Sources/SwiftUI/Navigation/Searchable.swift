import Foundation

/// What `searchable(text:placement:prompt:)` asks for: the text the field edits and its prompt,
/// and (once the searchable view keeps it) whether a search is under way.
struct SearchFieldValue {
    let text: Binding<String>
    let prompt: Text
    var isSearching: Binding<Bool>?
}

/// Where a search field is placed. Apple: "Depending on the containing view hierarchy, SwiftUI
/// might not be able to fulfill your request."
///
/// Accepted: a terminal's stack has one place for it, under the navigation bar, where iOS's
/// automatic placement puts it on an iPhone; every placement draws it there.
public struct SearchFieldPlacement: Sendable {
    /// How a field in the navigation bar's drawer is shown (always, or while scrolled to the top).
    ///
    /// Accepted: the terminal's field is always shown.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// `automatic` lets the system decide when the field shows (on iOS, as the content scrolls);
        /// `always` keeps it shown. Both draw the field in the same place here.
        case automatic, always
    }

    let name: String

    /// SwiftUI chooses: on iOS, in the navigation bar's drawer under the title.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// In a split view's sidebar (iPadOS, macOS).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the toolbar (macOS, iPadOS).
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
}

extension View {
    /// Marks this view as searchable: a search field editing `text` is drawn at the top of the
    /// content of the navigation stack around it, under the navigation bar, as iOS draws it below
    /// the title (Apple: "Marks this view as searchable, which configures the display of a
    /// search field"). The view filters what it shows with `text` itself, as in SwiftUI.
    ///
    /// The field shows `prompt` (else "Search") while empty, after a magnifying glass, and is
    /// found by its prompt or by "Search": `host.type("ap", into: "Search")`. Return in it runs
    /// the `onSubmit(of: .search)` actions. Applied to a `NavigationStack`, the field is drawn
    /// over its root view; a view outside any stack shows no field, as on iOS, where a
    /// navigation container draws it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        Searchable(content: self, search: SearchFieldValue(text: text, prompt: prompt ?? Text("Search")))
    }

    /// A searchable view whose field's prompt is `prompt`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A searchable view whose field's prompt is the string `prompt` (not localized).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// A searchable view: inside a stack's level, its field on top of it; around a stack, its field
/// handed down (`pendingSearch`) for the stack's root level to draw under its bar. It keeps
/// whether a search is under way, which its content reads as `isSearching` and ends with
/// `dismissSearch`.
struct Searchable<Content: View>: View {
    let content: Content
    let search: SearchFieldValue
    @Environment(\.navigator) var navigator
    @State var isSearching = false

    var body: some View {
        var search = search
        search.isSearching = $isSearching
        let text = search.text
        let searching = $isSearching
        // Apple: dismissing "sets isSearching to false, clears any text from the search field,
        // removes focus from the search field", and does nothing when no search is under way.
        let dismiss = DismissSearchAction {
            guard searching.wrappedValue else { return }
            searching.wrappedValue = false
            text.wrappedValue = ""
        }
        return Group {
            if navigator != nil {
                VStack(spacing: 0) {
                    SearchField(search: search)
                    content
                        .environment(\.searching, isSearching)
                        .environment(\.searchDismissal, dismiss)
                }
            } else {
                content
                    .environment(\.pendingSearch, search)
                    .environment(\.searching, isSearching)
                    .environment(\.searchDismissal, dismiss)
            }
        }
    }
}

/// Ends the search under way: `@Environment(\.dismissSearch) var dismissSearch`, then
/// `dismissSearch()`. Apple: it sets `isSearching` to false, clears the search field's text and
/// removes focus from it; it does nothing when no search is under way.
public struct DismissSearchAction {
    let action: () -> Void

    /// Dismisses the current search, if any.
    public func callAsFunction() {
        action()
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction {}
}

extension EnvironmentValues {
    /// Whether a search is under way in the searchable view around this one: Apple, "A Boolean
    /// value that indicates when the user is searching". It turns true when the search field is
    /// typed into (or given the focus), stays true when return is pressed, and turns false with
    /// `dismissSearch`.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// The action that ends the search under way in the searchable view around this one.
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }

    /// What a searchable view sets for its content (the public values are read-only, as in
    /// SwiftUI).
    var searching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    var searchDismissal: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// The search field: a magnifying glass and the text (or the prompt, in gray) on one row,
/// inset 8 points at the sides as the bar's title is. It is a text field whose return runs
/// the `.search` submit actions.
struct SearchField: View {
    let search: SearchFieldValue

    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.secondary)
            TextFieldContent(shown: search.text.wrappedValue, placeholder: search.prompt, style: PlainTextFieldStyle())
        }
        .padding(.horizontal, 8)
        .accessibilityIdentifier("Search")
    }

    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        // The field has the focus while a search is under way: typing into it starts one, and
        // return keeps it (only `dismissSearch` ends it). A `focused` around the searchable view
        // binds its other fields, not this one (iOS 18 has `searchFocused` for that).
        let focus = view.search.isSearching.map { searching in
            FocusBinding(
                isFocused: { searching.wrappedValue },
                focus: { if !searching.wrappedValue { searching.wrappedValue = true } },
                resign: {})
        }
        let behavior = TextFieldBehavior(text: view.search.text, focus: focus, submitTrigger: .search)
        return makeControl(view, behavior: behavior, hiddenLabel: view.search.prompt, inputs: inputs)
    }
}

private struct PendingSearchKey: EnvironmentKey {
    static let defaultValue: SearchFieldValue? = nil
}

extension EnvironmentValues {
    /// A search field asked for around a navigation stack, which its root level draws.
    var pendingSearch: SearchFieldValue? {
        get { self[PendingSearchKey.self] }
        set { self[PendingSearchKey.self] = newValue }
    }
}

extension Searchable: ImplementationDetail {}
extension SearchField: ImplementationDetail {}
