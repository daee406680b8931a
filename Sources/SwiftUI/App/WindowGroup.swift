/// A scene that presents a group of identically structured windows: on an iPhone, and in a
/// terminal, the app's one screen, which shows `content`.
///
/// ```swift
/// @main
/// struct ReadingApp: App {
///     var body: some Scene {
///         WindowGroup {
///             ContentView()
///         }
///     }
/// }
/// ```
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title, which a window's title bar shows on macOS and an iPhone
    /// (and a terminal) does not.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title and an identifier that `openWindow(id:)` opens on macOS
    /// and iPadOS; an iPhone, and a terminal, show the one window.
    public init(_ title: some StringProtocol, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with an identifier that `openWindow(id:)` opens on macOS and iPadOS.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError() }
    public var _rootView: AnyView { AnyView(content) }
}
