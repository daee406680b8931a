import Foundation

/// A view that shows a root view and the views pushed above it, one at a time under a
/// navigation bar with the shown view's title and a back button.
///
/// Views are pushed by `NavigationLink`s, or by appending to the `path` binding a value whose
/// type has a `navigationDestination(for:destination:)`. Every level keeps its state while it
/// is on the stack; popping (the back button, `dismiss`, removing from the path) ends it.
public struct NavigationStack<Data, Root: View>: View {
    private let root: Root
    private let boundPath: Binding<NavigationPath>?
    @State private var ownPath = NavigationPath()
    @State private var pushedViews: [PushedView] = []
    @State private var ownNavigator = Navigator()
    private var sharedNavigator: Navigator?
    @State private var bars: [Int: NavigationBarValues] = [:]

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
    }

    /// A stack whose path of values of any types is `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = path
    }

    /// A stack whose path is `path`, an array (or other collection) of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        boundPath = Binding {
            NavigationPath(path.wrappedValue)
        } set: { newPath in
            path.wrappedValue = Data(newPath.elements.compactMap { $0.base as? Data.Element })
        }
    }

    /// A stack driven by `navigator`: a split view's detail column, pushed to by its sidebar.
    init(navigator: Navigator, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
        sharedNavigator = navigator
    }

    private var navigator: Navigator { sharedNavigator ?? ownNavigator }

    public var body: some View {
        let path = boundPath ?? $ownPath
        navigator.path = path
        navigator.pushedViews = $pushedViews
        let values = path.wrappedValue.elements.enumerated().map { PathLevel(depth: $0.offset + 1, value: $0.element) }
        let viewBase = values.count + 1
        return NavigationLevels {
            level(0) { root }
            ForEach(values) { entry in
                level(entry.depth) { PathDestination(value: entry.value, navigator: navigator) }
            }
            ForEach(Array(pushedViews.enumerated()), id: \.element.id) { offset, pushed in
                level(viewBase + offset) { pushed.view }
            }
        }
        .environment(\.navigator, navigator)
        .modifier(PresentationHost())
    }

    private func level<Content: View>(_ depth: Int, @ViewBuilder content: () -> Content) -> NavigationLevel<Content> {
        NavigationLevel(
            depth: depth,
            title: bars[depth]?.title,
            displayMode: displayMode(at: depth),
            backTitle: depth > 0 ? bars[depth - 1]?.title : nil,
            navigator: navigator,
            report: { [$bars] values in $bars.wrappedValue[depth] = values },
            isTop: depth == navigator.depth,
            content: content())
    }

    /// `automatic` keeps the mode of the level below; the root's is large, as on iOS.
    private func displayMode(at depth: Int) -> NavigationBarItem.TitleDisplayMode {
        if let mode = bars[depth]?.displayMode, mode != .automatic { return mode }
        return depth == 0 ? .large : displayMode(at: depth - 1)
    }
}

/// One value of the path, at its place in the stack.
private struct PathLevel: Hashable, Identifiable {
    let depth: Int
    let value: AnyHashable
    var id: Self { self }
}

/// The view `navigationDestination(for:)` declared for a pushed value; if none was, SwiftUI's
/// message, and an empty level.
private struct PathDestination: View {
    let value: AnyHashable
    let navigator: Navigator

    var body: some View {
        if let destination = navigator.destination(for: value) {
            destination
        } else {
            let _ = RuntimeWarning.report(
                "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching "
                    + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        }
    }
}

/// The deprecated container the books use; it behaves as a `NavigationStack`.
@available(*, deprecated, message: "Use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    private let content: Content

    /// A container that behaves as `NavigationStack { content }`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

extension PathDestination: ImplementationDetail {}
