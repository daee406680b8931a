import Foundation
import TerminalSupport

/// Hosts a view tree: lays it out for a proposal, draws it as terminal text, and answers
/// questions about where views went. The REPL, `learn run` programs and the grader all host
/// views through it.
///
/// ```swift
/// let host = TerminalHost(rootView: badgeDemo, proposal: ProposedViewSize(width: 300, height: 100))
/// host.size                          // the size the root view chose
/// host.frame(ofIdentifier: "badge")  // in the root's coordinate space, offsets included
/// print(host.render())
/// ```
public final class TerminalHost {
    /// A terminal cell is 8 points wide and 16 points tall (`TerminalCell`).
    public static let cellSize = CGSize(width: TerminalCell.width, height: TerminalCell.height)

    let graph: ViewGraph
    /// The colour scheme the root view is hosted in, whose window background a picture needs
    /// on a terminal of the other palette.
    let colorScheme: ColorScheme
    /// Holds the root view's nodes, stacked vertically when there are several (as SwiftUI's root does).
    var root: ViewNode { graph.root }
    /// The gestures of the last touch while one of them waits for another touch (a double tap).
    var waitingInteraction: GestureInteraction?

    /// The size offered to the root view. Changing it is an update: the view is laid out again,
    /// and what waits for the layout (preference and geometry changes, appearances) runs at once.
    public var proposal: ProposedViewSize {
        get { graph.proposal }
        set {
            Self.becomeScreen(newValue)
            graph.propose(newValue)
        }
    }

    /// The size the root view chose for the proposal.
    public var size: CGSize { graph.size }

    /// A terminal of 80×24 cells (640×384 points): the screen a view is proposed when nobody
    /// says otherwise.
    public static let defaultScreenSize = CGSize(
        width: TerminalCell.width(ofColumns: TerminalTraits.defaultColumns), height: TerminalCell.height(ofRows: TerminalTraits.defaultRows))

    /// Hosts `rootView`, proposing `proposal` (``defaultScreenSize`` by default) to it, in a
    /// colour scheme and layout direction (light and left to right by default).
    public convenience init<V: View>(
        rootView: V,
        proposal: ProposedViewSize = ProposedViewSize(TerminalHost.defaultScreenSize),
        colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.init(rootView: rootView, proposal: proposal, colorScheme: colorScheme, layoutDirection: layoutDirection,
                  inheritedState: nil)
    }

    /// A host for a new version of `previous`'s code (a preview of a file saved again): each
    /// `@State` starts from the value it has in `previous` when its view is found there by the
    /// names of the views on its path and it keeps its name and type, as Xcode's canvas keeps
    /// state across edits; the rest starts from the initial values.
    public convenience init<V: View>(
        rootView: V,
        proposal: ProposedViewSize = ProposedViewSize(TerminalHost.defaultScreenSize),
        colorScheme: ColorScheme = .light,
        layoutDirection: LayoutDirection = .leftToRight,
        keepingStateOf previous: TerminalHost
    ) {
        self.init(rootView: rootView, proposal: proposal, colorScheme: colorScheme, layoutDirection: layoutDirection,
                  inheritedState: InheritedState(of: previous.graph))
    }

    private init<V: View>(
        rootView: V, proposal: ProposedViewSize, colorScheme: ColorScheme, layoutDirection: LayoutDirection,
        inheritedState: InheritedState?
    ) {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        self.colorScheme = colorScheme
        environment.layoutDirection = layoutDirection
        Self.becomeScreen(proposal)
        environment.horizontalSizeClass = .horizontal(forWindowWidth: proposal.width)
        graph = ViewGraph(proposal: proposal)
        graph.inheritedState = inheritedState
        graph.install(rootView: rootView, environment: environment)
    }

    /// The type names of the views whose body ran in the last update, in order.
    public var bodyEvaluations: [String] { graph.bodyEvaluations }

    /// The type names of the views with a body in the tree now, as `bodyEvaluations` names them:
    /// the views whose body could have run.
    package var viewTypeNames: Set<String> { graph.viewTypeNames }

    /// Applies state changes made since the last update: runs the bodies that read the changed
    /// state (and those whose inputs changed as a result), then lays the tree out again.
    /// Interactions call it; call it yourself after changing state from outside the views.
    public func update() {
        graph.update()
    }

    /// The frame of the view marked `.accessibilityIdentifier(identifier)`, in the root view's
    /// coordinate space (as `GeometryProxy.frame(in: .global)` reports it inside the view), as it
    /// is shown now: offsets, animations and transitions' moves included. A view that is leaving
    /// has a frame until its removal transition ends; `nil` if no view has the identifier.
    public func frame(ofIdentifier identifier: String) -> CGRect? {
        guard let node = node(withIdentifier: identifier) ?? departingNode(withIdentifier: identifier) else { return nil }
        var frame = node.presentedBehavior.frameAsDrawn(of: node)
        for view in node.ancestors {
            guard let translation = view.animations?.transition?.appearance.translation else { continue }
            frame = frame.offsetBy(dx: translation.width, dy: translation.height)
        }
        return frame
    }

    func node(withIdentifier identifier: String) -> ViewNode? {
        var found: ViewNode?
        root.forEachNode { node in
            if found == nil, node.accessibilityIdentifier == identifier, node.isShown { found = node }
        }
        return found
    }

    /// A view with the identifier inside a view that is leaving with its transition.
    private func departingNode(withIdentifier identifier: String) -> ViewNode? {
        var found: ViewNode?
        root.forEachNode { node in
            for departing in node.animations?.departing ?? [] where found == nil {
                departing.forEachNode { if found == nil, $0.accessibilityIdentifier == identifier { found = $0 } }
            }
        }
        return found
    }

    /// Everything the view tree draws, in drawing order.
    package var displayList: DisplayList {
        var list = DisplayList()
        root.draw(into: &list)
        return list
    }

    /// The view tree drawn as plain terminal text: deterministic, without escape codes.
    public func render() -> String {
        render(colors: .none)
    }

    /// The view tree drawn as terminal text, coloured with ANSI escape codes of `colors`, for a
    /// terminal of `palette`: on one whose background is not the colour scheme's, the picture
    /// is drawn on the scheme's window background (see ``TerminalBackground``).
    package func render(colors: ColorDepth, palette: TerminalBackground? = nil) -> String {
        render(colors: colors, highlighting: nil, palette: palette)
    }

    /// The picture with the cells inside `highlight` in reverse video (when colours are on), as
    /// a live preview shows the focused control. The text field that has the focus (typed into,
    /// or named by its `FocusState`) is drawn in reverse video too, where iOS shows a caret in it.
    package func render(colors: ColorDepth, highlighting highlight: CGRect?, palette: TerminalBackground? = nil) -> String {
        let list = displayList
        return render(list, in: pictureArea(holding: list), colors: colors, highlighting: highlight, palette: palette)
    }

    /// A picture of `list`, which this host drew at some moment, showing `area` of the root's
    /// coordinates: the moments of a recorded motion are drawn in one area, so that they are
    /// pictures of one size that do not shift (``pictureArea(holding:)`` of each, together).
    package func render(_ list: DisplayList, in area: CGRect, colors: ColorDepth, highlighting highlight: CGRect? = nil, palette: TerminalBackground? = nil) -> String {
        let highlights = [highlight, focusedFieldNode?.presentedFrame].compactMap { $0 }
        var canvas = TerminalCanvas(area: area, displayList: list, highlights: highlights)
        canvas.windowBackground = palette?.windowBackground(for: colorScheme)
        return canvas.text(colors: colors)
    }

    /// Where the picture `render()` draws begins, in the root's coordinates: its origin, or
    /// above it or before it by whole cells when views draw beyond its top or left edge (a
    /// badge offset past the corner). The grader marks an element's rows from it.
    package var pictureOrigin: CGPoint {
        pictureArea(holding: displayList).origin
    }

    /// What the picture of `list` shows: the root's frame (as large as its views are shown while
    /// they animate from a larger size), grown to hold what views draw beyond it, as SwiftUI
    /// draws past a view's bounds (a dot offset above a spinner, a badge past a corner).
    package func pictureArea(holding list: DisplayList) -> CGRect {
        TerminalCanvas.area(holding: list, root: shownSize)
    }

    /// The size of the picture: the root's, or while the root's views are animating from a
    /// larger size, as large as they are shown (a shrinking view is not cut to its end size).
    package var shownSize: CGSize {
        root.children.reduce(size) { size, child in
            CGSize(width: max(size.width, child.presentedFrame.maxX), height: max(size.height, child.presentedFrame.maxY))
        }
    }

    /// Lays the tree out again while recording every proposal and answer, in the order asked.
    public func layoutTrace() -> LayoutTrace {
        let recorder = LayoutRecorder()
        graph.recorder = recorder
        graph.layoutAgain()
        graph.recorder = nil
        return LayoutTrace(recorder)
    }
}
