import Foundation

/// The action a refreshable view runs when a person pulls it down to refresh: read it with
/// `@Environment(\.refresh)` (nil where no `refreshable` is set) and call it with `await`.
public struct RefreshAction {
    let action: @Sendable () async -> Void

    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh action of the `refreshable` around this view, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Lets a person refresh the lists and scroll views inside this view by pulling them down
    /// (here `host.refresh()`, `:refresh`): `action` runs as a task, and until it returns the
    /// scroll view shows a spinner ("◌") in a row above its content, which moves down 32
    /// points, as iOS's refresh control holds the content below its spinner while the action
    /// runs (Apple's documentation of `refreshable(action:)`: "SwiftUI ... displays a refresh
    /// control ... and runs the action", "the refresh indicator remains visible for the
    /// duration of the awaited operation").
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

extension ScrollViewLayout {
    /// The space the refresh spinner holds above the content while a refresh runs: its row and
    /// one under it.
    static let refreshHeight: CGFloat = 32

    /// The spinner over a refreshing scroll view's top, centred in its first row.
    func drawRefreshSpinner(in frame: CGRect, environment: EnvironmentValues, into list: inout DisplayList) {
        let cell = TerminalHost.cellSize
        let column = ((frame.midX - cell.width / 2) / cell.width).rounded(.down)
        let origin = CGPoint(x: column * cell.width, y: frame.minY)
        let drawing = TextDrawing(lines: [TextDrawing.Line(text: "◌", origin: origin)], isBold: false, isItalic: false)
        list.append(.text(drawing, Color.gray.resolve(in: environment)), frame: CGRect(origin: origin, size: cell))
    }
}

extension TerminalHost {
    /// Pulls the scroll view (or `List`) marked with `accessibilityIdentifier(name)`, else the
    /// first one with a `refreshable` action, down to refresh, as a person's pull would: runs
    /// its action as a task on the host (its sleeps wait for the virtual clock), showing the
    /// spinner until it returns; then updates. Returns false, with a warning, when no scroll
    /// view here is refreshable or one is already refreshing.
    @discardableResult
    public func refresh(_ name: String? = nil) -> Bool {
        var found: ViewNode?
        root.forEachNode { node in
            guard found == nil, node.isShown, node.behavior is ScrollViewLayout, node.environment.refresh != nil else { return }
            if let name {
                let named = node.accessibilityIdentifier == name || node.ancestors.contains { $0.accessibilityIdentifier == name }
                guard named else { return }
            }
            found = node
        }
        guard let node = found, let action = node.environment.refresh else {
            RuntimeWarning.reportEachTime(name.map { "No refreshable scroll view or List named \"\($0)\" is shown." }
                ?? "The view has no refreshable scroll view or List: add .refreshable { … } to one.")
            return false
        }
        let position = graph.state(ScrollPosition.self, for: node.identity)
        guard !position.isRefreshing else {
            RuntimeWarning.reportEachTime("The scroll view is refreshing already: its action has not returned.")
            return false
        }
        position.isRefreshing = true
        graph.schedulePlacement()
        let graph = self.graph
        _ = Task(executorPreference: HostTaskExecutor.shared) {
            await HostTaskExecutor.$isRunningHostTask.withValue(true) { await action() }
            position.isRefreshing = false
            graph.schedulePlacement()
        }
        HostTaskExecutor.shared.runPendingJobs()
        update()
        return true
    }
}
