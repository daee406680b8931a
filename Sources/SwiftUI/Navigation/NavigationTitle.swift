import Foundation

/// What a view tells the navigation bar of the stack level it is in: its title and how the
/// title is shown. A field left nil says nothing, so a view inside can set the title and one
/// outside the display mode.
struct NavigationBarValues: Equatable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
}

/// Carries `NavigationBarValues` from a level's content up to its bar; a later value fills in
/// only what it says.
struct NavigationBarValuesKey: PreferenceKey {
    static let defaultValue = NavigationBarValues()

    static func reduce(value: inout NavigationBarValues, nextValue: () -> NavigationBarValues) {
        let next = nextValue()
        value.title = next.title ?? value.title
        value.displayMode = next.displayMode ?? value.displayMode
    }
}

/// Namespace of SwiftUI's navigation bar types.
public enum NavigationBarItem {
    /// How a navigation title is shown: large under the bar, or small in it. `automatic` keeps
    /// the mode of the level below, large at the root, as on iOS.
    public enum TitleDisplayMode: Equatable, Sendable {
        /// `automatic` keeps the mode of the level below (large at the root); `inline` draws the title
        /// in the bar's row, centred; `large` on its own row under the bar (both bold, one line).
        case automatic, inline, large
    }
}

extension View {
    /// Sets the title shown in the navigation bar while this view is in a `NavigationStack`;
    /// the back button of a view pushed above shows it too.
    public func navigationTitle(_ title: Text) -> some View {
        transformPreference(NavigationBarValuesKey.self) { $0.title = title.string }
    }

    /// Sets the navigation title to the localized `titleKey`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation title to the string `title` (not localized).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Chooses how the navigation title is shown.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        transformPreference(NavigationBarValuesKey.self) { $0.displayMode = displayMode }
    }

    /// The title form that iOS 14 replaced with `navigationTitle(_:)`.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title form that iOS 14 replaced with `navigationTitle(_:)`, for a string.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title form that iOS 14 replaced with `navigationTitle(_:)`, for a localized key.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title and its display mode together, as iOS 13 set them.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title and its display mode together, as iOS 13 set them, for a localized key.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }
}
