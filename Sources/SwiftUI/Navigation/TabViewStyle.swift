import Foundation

/// How a `TabView` shows its children: with a tab bar (`.automatic`), or as pages (`.page`). As
/// in SwiftUI, its requirements are not public: only the built-in styles are tab view styles.
public protocol TabViewStyle {}

/// The platform's tab view: a tab bar at the bottom, as on iOS.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default tab view style: a tab bar.
    public init() {}
}

/// Pages, one at a time, each taking the whole tab view, with a row of dots (a page control)
/// over the bottom of the page: one dot per page, the current one in the primary colour, the
/// others grey. On iOS a person swipes between pages or taps the page control; here a tap on a
/// dot (`host.tap("Page 2")`) or the selection binding turns the page.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page control is shown.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, always, never }
        let mode: Mode
        /// Shown when there is more than one page (UIKit's `UIPageControl.hidesForSinglePage`).
        public static let automatic = IndexDisplayMode(mode: .automatic)
        /// Shown even for a single page.
        public static let always = IndexDisplayMode(mode: .always)
        /// Never shown; pages turn only through the selection binding.
        public static let never = IndexDisplayMode(mode: .never)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with a page control shown as `indexDisplayMode` says (shown for more than one page by default).
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style: a tab bar at the bottom, as on iOS.
    public static var automatic: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with a page control shown when there is more than one page.
    public static var page: PageTabViewStyle { .init() }

    /// Pages with a page control shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

/// How the index of a paged view is drawn (SwiftUI's `IndexViewStyle`).
public protocol IndexViewStyle {}

/// A page control's dots, on a grey capsule when `backgroundDisplayMode` asks for one (iOS
/// draws white dots, which need it over a light page; here the dots are drawn in the primary
/// and secondary colours, readable either way, and the capsule is drawn when asked).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, always, interactive, never }
        let mode: Mode
        /// As `interactive`: a background only while the person touches the control.
        public static let automatic = BackgroundDisplayMode(mode: .automatic)
        /// A grey capsule behind the dots always.
        public static let always = BackgroundDisplayMode(mode: .always)
        /// A background only while the person touches the control, so none in a terminal.
        public static let interactive = BackgroundDisplayMode(mode: .interactive)
        /// No background behind the dots.
        public static let never = BackgroundDisplayMode(mode: .never)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots with a background as `backgroundDisplayMode` says: a capsule only for `.always`.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page control's dots, without a background.
    public static var page: PageIndexViewStyle { .init() }

    /// The page control's dots, with a capsule behind them only when `backgroundDisplayMode` is `.always`.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style of the tab views inside this view: `.tabViewStyle(.page)` shows their
    /// children as pages.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageTabViewStyle, style as? PageTabViewStyle)
    }

    /// Sets the style of the page controls of paged tab views inside this view.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode.mode == .always)
    }
}

private struct PageTabViewStyleKey: EnvironmentKey {
    static let defaultValue: PageTabViewStyle? = nil
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The page style of the tab views here, nil for a tab bar.
    var pageTabViewStyle: PageTabViewStyle? {
        get { self[PageTabViewStyleKey.self] }
        set { self[PageTabViewStyleKey.self] = newValue }
    }

    /// Whether page controls here are drawn on a capsule.
    var pageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

/// A page control: a dot per page, two cells apart (UIKit's dots are 7 points with 9 between
/// them, 16 a dot), in one 16-point row, centred at the bottom of the page. Each dot is a button
/// named "Page N" that turns to its page.
struct PageIndex: View {
    let count: Int
    let selectedIndex: Int
    let style: PageTabViewStyle
    let background: Bool
    let select: (Int) -> Void

    private var isShown: Bool {
        switch style.indexDisplayMode.mode {
        case .always: true
        case .never: false
        case .automatic: count > 1
        }
    }

    var body: some View {
        if isShown {
            HStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { page in
                    Button { select(page) } label: {
                        Text("●").foregroundStyle(page == selectedIndex ? Color.primary : Color.gray)
                    }
                    .buttonStyle(.plain)
                    .frame(width: 16, height: 16)
                    .accessibilityIdentifier("Page \(page + 1)")
                }
            }
            .padding(.horizontal, 8)
            .background { if background { Capsule().fill(Color.gray.opacity(0.3)) } }
            .frame(maxWidth: .infinity)
        }
    }
}

extension PageIndex: ImplementationDetail {}
