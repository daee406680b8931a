import Foundation

/// What the modifiers around a scroll view (or a `List`) ask of it: whether a person can
/// scroll it, whether it clips, where it starts, the margins around its content, and where it
/// comes to rest. Scroll views read it from their environment when they are made, so each
/// modifier reaches every scroll view inside the view it modifies, as in SwiftUI.
struct ScrollConfiguration {
    var isScrollEnabled = true
    var clipsContent = true
    /// The point of the content shown at the same point of the scroll view at first.
    var defaultAnchor: UnitPoint?
    /// Space between the scroll view's edges and its content, scrolled with the content.
    var contentMargins = EdgeInsets()
    var targetBehavior: ScrollTargetBehaviorKind = .none
}

/// How a scroll comes to rest.
enum ScrollTargetBehaviorKind {
    case none
    /// On a multiple of the scroll view's length.
    case paging
    /// With a view of the `scrollTargetLayout()` at the scroll view's leading (top) edge.
    case viewAligned
}

private struct ScrollConfigurationKey: EnvironmentKey {
    static let defaultValue = ScrollConfiguration()
}

extension EnvironmentValues {
    var scrollConfiguration: ScrollConfiguration {
        get { self[ScrollConfigurationKey.self] }
        set { self[ScrollConfigurationKey.self] = newValue }
    }

    /// Whether a person can scroll the scroll views here: false under `scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { scrollConfiguration.isScrollEnabled }
        set { scrollConfiguration.isScrollEnabled = newValue }
    }
}

/// Where content margins apply: the scrolled content (and so its scroll bar's range), or the
/// scroll bar alone.
public struct ContentMarginPlacement: Hashable, Sendable {
    let isIndicators: Bool
    /// The content, as `.scrollContent`.
    public static let automatic = ContentMarginPlacement(isIndicators: false)
    /// The content: margins move it (and the range of its scroll bar).
    public static let scrollContent = ContentMarginPlacement(isIndicators: false)
    /// Only the scroll bar, which a terminal draws in the scroll view's last column whatever
    /// its margins: such margins are accepted and draw nothing different.
    public static let scrollIndicators = ContentMarginPlacement(isIndicators: true)
}

/// How a scroll view comes to rest after a person scrolls it (SwiftUI's `ScrollTargetBehavior`).
/// As in SwiftUI, its requirements are not public: only the built-in behaviours are used here.
public protocol ScrollTargetBehavior {}

/// Rests on whole pages: multiples of the scroll view's length.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour: `.paging`.
    public init() {}
}

/// Rests with a view of the `scrollTargetLayout()` at the scroll view's leading (top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass; a terminal's scroll passes as many as its distance.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform's choice: kept, and the same as `always` and `never` here.
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view per scroll on iOS; kept, and not applied here.
        public static let always = LimitBehavior(name: "always")
        /// Any number of views per scroll; what a terminal's scroll does anyway.
        public static let never = LimitBehavior(name: "never")
    }

    /// The view-aligned behaviour; `limitBehavior` is kept and ignored, as one scroll passes as many views as its distance.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages: `.scrollTargetBehavior(.paging)`.
    public static var paging: PagingScrollTargetBehavior { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view at the leading edge: `.scrollTargetBehavior(.viewAligned)`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }

    /// Rests with a view at the leading edge; `limitBehavior` is kept and ignored.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Stops a person from scrolling the scroll views (and lists) inside this view: here
    /// `host.scroll(by:)` (`:scroll`) refuses, with a warning. `ScrollViewReader` still
    /// scrolls them, as code does in SwiftUI.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.isScrollEnabled = !disabled }
    }

    /// Lets the content of the scroll views inside this view be drawn past their edges (a
    /// shadow, a card scrolled half out of a carousel), where a scroll view clips it.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.clipsContent = !disabled }
    }

    /// Where the scroll views inside this view start: `.bottom` shows the end of their content
    /// at first (a chat), `.center` its middle; nil, the top leading corner.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.defaultAnchor = anchor }
    }

    /// Space of `length` points (the platform's, 16 here, when nil) at `edges` between the
    /// scroll views inside this view and their content, which scrolls with the content.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges, length ?? 16), for: placement)
    }

    /// Space of `length` points at every edge between the scroll views inside and their content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }

    /// Margins `insets` at `edges` between the scroll views inside this view and their content.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            guard !placement.isIndicators else { return }
            if edges.contains(.top) { configuration.contentMargins.top = insets.top }
            if edges.contains(.leading) { configuration.contentMargins.leading = insets.leading }
            if edges.contains(.bottom) { configuration.contentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { configuration.contentMargins.trailing = insets.trailing }
        }
    }

    /// How the scroll views inside this view come to rest: `.paging` on whole pages (each the
    /// scroll view's length), `.viewAligned` with a view of their `scrollTargetLayout()` at the
    /// leading edge. A person's scroll (`host.scroll(by:)`, `:scroll`) of any length goes on to
    /// the next resting place in its direction, as a flick does on iOS.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        let kind: ScrollTargetBehaviorKind = behavior is PagingScrollTargetBehavior ? .paging : behavior is ViewAlignedScrollTargetBehavior ? .viewAligned : .none
        return transformEnvironment(\.scrollConfiguration) { $0.targetBehavior = kind }
    }
}

extension ScrollViewLayout {
    /// Where a person's scroll of `distance` along `axis` from `offset` comes to rest: on the
    /// next page or view in its direction, for a scroll view that has a target behaviour.
    func restingOffset(_ wanted: CGFloat, from offset: CGFloat, distance: CGFloat, axis: Axis, node: ViewNode, position: ScrollPosition) -> CGFloat {
        var stops: [CGFloat]
        switch configuration.targetBehavior {
        case .none:
            return wanted
        case .paging:
            let page = position.viewportSize[axis]
            guard page > 0 else { return wanted }
            let pages = distance > 0 ? (wanted / page - 0.001).rounded(.up) : (wanted / page + 0.001).rounded(.down)
            // A last page shorter than the scroll view rests at the end (a scroll past the end
            // is still reported by the caller).
            let maximum = position.maximumOffset[axis]
            return wanted <= maximum ? min(pages * page, maximum) : pages * page
        case .viewAligned:
            stops = targetStarts(node: node, axis: axis)
        }
        stops.append(position.maximumOffset[axis])
        if distance > 0 {
            return stops.filter { $0 >= wanted - 0.001 }.min() ?? wanted
        }
        return stops.filter { $0 <= wanted + 0.001 }.max() ?? 0
    }

    /// The offsets at which each view of the scroll target layout inside `node` starts.
    private func targetStarts(node: ViewNode, axis: Axis) -> [CGFloat] {
        func isMarked(_ view: ViewNode) -> Bool {
            view.traits.layoutValues[ObjectIdentifier(ScrollTargetLayoutKey.self)] as? Bool == true
        }
        guard let content = node.children.first else { return [] }
        var found: ViewNode?
        content.forEachNode { if found == nil, isMarked($0) { found = $0 } }
        guard var layout = found else { return [] }
        while let inner = layout.children.first(where: isMarked) { layout = inner }
        // A view rests at the content's margin, where the first one starts.
        return layout.children.map { $0.frame.origin[axis] - content.frame.origin[axis] }
    }
}
