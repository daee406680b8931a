import Foundation

/// Where a toolbar item goes. In a terminal's navigation bar: leading items after the back
/// button, trailing items at the end of the bar's row, a principal item in the middle (in place
/// of an inline title), bottom-bar items on the level's last row.
public struct ToolbarItemPlacement: Equatable, Sendable {
    enum Position { case leading, trailing, principal, bottom }
    let position: Position

    /// Trailing in a navigation bar, as iOS places items without a placement.
    public static let automatic = ToolbarItemPlacement(position: .trailing)
    /// In the middle of the navigation bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(position: .principal)
    /// The main action: trailing in the navigation bar, as on iOS.
    public static let primaryAction = ToolbarItemPlacement(position: .trailing)
    /// A confirming action (such as Done or Save): trailing, as iOS places it.
    public static let confirmationAction = ToolbarItemPlacement(position: .trailing)
    /// A cancelling action: leading, as iOS places it.
    public static let cancellationAction = ToolbarItemPlacement(position: .leading)
    /// A destructive action: trailing in the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(position: .trailing)
    /// At the leading edge of the navigation bar, after the back button.
    public static let topBarLeading = ToolbarItemPlacement(position: .leading)
    /// At the trailing end of the navigation bar's row.
    public static let topBarTrailing = ToolbarItemPlacement(position: .trailing)
    /// In a bottom bar, on the level's last row.
    public static let bottomBar = ToolbarItemPlacement(position: .bottom)
    /// The older name of `topBarLeading`.
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(position: .leading)
    /// The older name of `topBarTrailing`.
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(position: .trailing)
}

/// A toolbar item: its content, placed in the navigation bar by `placement`.
public struct ToolbarItem<ID, Content: View>: View {
    private let placement: ToolbarItemPlacement
    private let content: Content

    /// An item showing `content` at `placement` (trailing in the navigation bar by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }

    public var body: some View {
        Color.clear.frame(width: 0, height: 0)
            .preference(key: ToolbarItemsKey.self, value: [ToolbarEntry(placement: placement, view: AnyView(content))])
    }
}

/// Several toolbar items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: View {
    private let placement: ToolbarItemPlacement
    private let content: Content

    /// Items showing `content` side by side, 8 points apart, at `placement` (trailing by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View {
        ToolbarItem(placement: placement) { HStack(spacing: 8) { content } }
    }
}

/// One item for the bar, with where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// The toolbar items declared in a navigation level, in order.
struct ToolbarItemsKey: PreferenceKey {
    static let defaultValue: [ToolbarEntry] = []

    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value += nextValue()
    }
}

extension View {
    /// Adds toolbar items (`ToolbarItem`s, `ToolbarItemGroup`s, or plain views, which go
    /// trailing) to the navigation bar of the stack level this view is in.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        background(ToolbarContent(content: content()))
    }

    /// The iOS 13 way to put buttons in the navigation bar.
    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem(placement:) instead")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// The iOS 13 way to put a view at the leading edge of the navigation bar.
    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem(placement:) instead")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// The iOS 13 way to put a view at the trailing end of the navigation bar.
    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem(placement:) instead")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}

/// The content of a `toolbar`: made, so its items report themselves (a plain view becomes a
/// trailing item), but never placed or drawn where it is declared; the bar draws the items.
private struct ToolbarContent<Content: View>: _PrimitiveView {
    let content: Content

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let children = makeNodes(of: view.content, inputs: inputs.child(.content))
        let node = ViewNode(ToolbarContentBehavior(), children: children, inputs: inputs)
        let content = view.content
        node.preferenceWriters.append(PreferenceWriter(key: ObjectIdentifier(ToolbarItemsKey.self)) { reported in
            let entries = reported as? [ToolbarEntry] ?? []
            return entries.isEmpty ? [ToolbarEntry(placement: .automatic, view: AnyView(content))] : entries
        })
        return _ViewOutputs(node: node)
    }
}

/// Takes no space and places and draws nothing: its children only report preferences.
private struct ToolbarContentBehavior: NodeBehavior {
    var traceLabel: String { ".toolbar" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { .zero }

    func draw(_ node: ViewNode, into list: inout DisplayList) {}
}

/// The items of a level drawn over it: in the bar's top row, leading ones from `leadingInset`
/// (after the back button), and bottom-bar ones on its last row.
struct ToolbarOverlay: View {
    let entries: [ToolbarEntry]
    let leadingInset: CGFloat

    var body: some View {
        ZStack(alignment: .top) {
            row(.principal).frame(maxWidth: .infinity)
            HStack(spacing: 8) {
                row(.leading).padding(.leading, leadingInset)
                Spacer(minLength: 0)
                row(.trailing).padding(.trailing, 8)
            }
            row(.bottom).frame(maxHeight: .infinity, alignment: .bottom)
        }
    }

    private func row(_ position: ToolbarItemPlacement.Position) -> some View {
        let matching = entries.filter { $0.placement.position == position }
        return HStack(spacing: 8) {
            ForEach(matching.indices, id: \.self) { matching[$0].view }
        }
        .frame(height: NavigationBar.rowHeight)
    }
}

extension ToolbarContent: ImplementationDetail {}

extension ToolbarOverlay: ImplementationDetail {}
