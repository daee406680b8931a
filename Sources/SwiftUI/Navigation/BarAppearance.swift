import Foundation

/// A bar SwiftUI manages, which the toolbar modifiers name: `.navigationBar` (a
/// `NavigationStack`'s), `.tabBar` (a `TabView`'s), `.bottomBar`, or `.automatic` (in iOS, the
/// navigation bar).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, tabBar, bottomBar }
    let bar: Bar

    /// The bar the platform chooses: the navigation bar, as on iOS.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// A navigation stack's bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// A tab view's bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bar of `ToolbarItemPlacement.bottomBar` items.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// What the views shown under a bar ask of it, which "flows up to the nearest container that
/// renders a bar" (Apple's documentation of `toolbarBackground(_:for:)`); a field left nil says
/// nothing, and the innermost view that says something wins.
struct BarSettings: Equatable {
    var visibility: Visibility?
    var backButtonHidden: Bool?
    var background: BarBackground?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?

    /// Fills in what `outer` says and this does not.
    mutating func fill(from outer: BarSettings) {
        visibility = visibility ?? outer.visibility
        backButtonHidden = backButtonHidden ?? outer.backButtonHidden
        background = background ?? outer.background
        backgroundVisibility = backgroundVisibility ?? outer.backgroundVisibility
        colorScheme = colorScheme ?? outer.colorScheme
    }

    var isHidden: Bool { visibility == .hidden }

    /// The bar's background, drawn only while its visibility is `.visible`: iOS shows a bar's
    /// background only where content scrolls under it unless it is made visible
    /// (`toolbarBackground(.visible, for:)`), and nothing scrolls under a terminal's bars. Its
    /// style is the one given, else the bar material (`Material.bar`).
    var shownBackground: BarBackground? {
        guard backgroundVisibility == .visible else { return nil }
        return background ?? BarBackground(style: Material.bar)
    }
}

/// A bar's background style, compared by its description so that the settings are `Equatable`.
struct BarBackground: Equatable {
    let style: any ShapeStyle
    let description: String

    init<S: ShapeStyle>(style: S) {
        self.style = style
        description = "\(S.self): \(style)"
    }

    static func == (lhs: BarBackground, rhs: BarBackground) -> Bool { lhs.description == rhs.description }

    /// A rectangle filled with the style, behind the bar.
    var view: AnyView { Self.fill(style) }

    private static func fill<S: ShapeStyle>(_ style: S) -> AnyView { AnyView(Rectangle().fill(style)) }
}

/// The settings asked of each bar.
struct BarAppearance: Equatable {
    var navigationBar = BarSettings()
    var tabBar = BarSettings()

    subscript(bar: ToolbarPlacement.Bar) -> BarSettings? {
        get {
            switch bar {
            case .navigationBar: navigationBar
            case .tabBar: tabBar
            case .bottomBar: nil
            }
        }
        set {
            guard let newValue else { return }
            switch bar {
            case .navigationBar: navigationBar = newValue
            case .tabBar: tabBar = newValue
            case .bottomBar: break
            }
        }
    }
}

/// Carries `BarAppearance` up to the navigation stack's levels and the tab view.
struct BarAppearanceKey: PreferenceKey {
    static let defaultValue = BarAppearance()

    static func reduce(value: inout BarAppearance, nextValue: () -> BarAppearance) {
        let next = nextValue()
        value.navigationBar.fill(from: next.navigationBar)
        value.tabBar.fill(from: next.tabBar)
    }
}

extension View {
    /// Says something about `bars` (the navigation bar when none is named), unless a view
    /// inside already said it.
    private func bars(_ bars: [ToolbarPlacement], _ change: @escaping (inout BarSettings) -> Void) -> some View {
        let named = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        return transformPreference(BarAppearanceKey.self) { appearance in
            for placement in named {
                guard var settings = appearance[placement.bar] else { continue }
                var said = BarSettings()
                change(&said)
                settings.fill(from: said)
                appearance[placement.bar] = settings
            }
        }
    }

    /// Hides (or shows) the navigation bar or the tab bar while this view is shown: a hidden
    /// navigation bar takes its rows, title, back button and toolbar items with it, and the
    /// view fills the space; a hidden tab bar leaves the selected tab the whole height.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self.bars(bars) { $0.visibility = visibility }
    }

    /// Hides the back button of the navigation bar while this view is the one pushed (a view
    /// that offers its own way back, as iOS apps do with a custom button calling `dismiss`).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        self.bars([.navigationBar]) { $0.backButtonHidden = hidesBackButton }
    }

    /// The style of the background of `bars` (`Color.blue`, a gradient), drawn behind the
    /// bar's rows while its background is visible: `toolbarBackground(.visible, for:)`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self.bars(bars) { $0.background = BarBackground(style: style) }
    }

    /// Shows (`.visible`) or hides the background of `bars`. `.automatic`, as on iOS, shows it
    /// only while content scrolls under the bar, which nothing does in a terminal.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self.bars(bars) { $0.backgroundVisibility = visibility }
    }

    /// The colour scheme of `bars`: their title, buttons and items are drawn as in
    /// `colorScheme` (`.dark`: light text, for a dark `toolbarBackground`); nil keeps the
    /// view's scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        self.bars(bars) { $0.colorScheme = colorScheme }
    }
}

extension View {
    /// A bar drawn with `settings`: on its background, in its colour scheme.
    func barAppearance(_ settings: BarSettings) -> some View {
        background { settings.shownBackground?.view }
            .transformEnvironment(\.colorScheme) { if let scheme = settings.colorScheme { $0 = scheme } }
    }
}
