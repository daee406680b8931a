import Foundation

/// A view that shows one of its children at a time, with a tab bar at the bottom whose items
/// (each child's `tabItem`, or a `Tab`'s title and symbol) select them.
///
/// A child's value is its `tag` (a `Tab`'s `value`), else its position. Every child keeps its
/// state while another is shown, as in SwiftUI. Tap a tab by its title: `host.tap("Settings")`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>?
    private let content: Content
    @State private var ownSelection: AnyHashable?
    /// What the selected tab asks of the tab bar: `toolbar(.hidden, for: .tabBar)`, …
    @State private var bar = BarSettings()

    /// A tab view whose selected child is the one tagged with `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        TabViewContainer(selected: selected, select: select, content: content, bar: bar)
            .onPreferenceChange(BarAppearanceKey.self) { bar = $0.tabBar }
            .modifier(PresentationHost())
    }

    private var selected: AnyHashable? {
        selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
    }

    private func select(_ tag: AnyHashable) {
        if let selection {
            guard let value = tag.base as? SelectionValue else {
                return RuntimeWarning.reportEachTime(
                    "TabView: the tab's tag \(tag.base) is not a \(SelectionValue.self), the type of the selection; it cannot be selected.")
            }
            selection.wrappedValue = value
        } else {
            ownSelection = tag
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, the first tab at first.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The iOS 18 way to declare a tab: its title and symbol for the bar, its value for the
/// selection, and its content.
public struct Tab<Value: Hashable, Content: View>: View {
    private let title: String
    private let systemImage: String
    private let value: Value?
    private let content: Content

    /// A tab titled `title` with the SF Symbol `systemImage` in the tab bar, selected when the tab
    /// view's selection is `value`, showing `content`.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public var body: some View {
        let item = content.tabItem { Label(title, systemImage: systemImage) }
        if let value { item.tag(value) } else { item }
    }
}

extension Tab where Value == Never {
    /// A tab without a value, for a tab view that keeps its own selection.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }
}

extension View {
    /// The label of this view's item in the tab bar of the `TabView` it is a child of.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TraitWritingModifier<TabItemKey>(value: AnyView(label())))
    }
}

/// A view's tab item, a trait that survives the modifiers around the view.
struct TabItemKey: LayoutValueKey {
    static let defaultValue: AnyView? = nil
}

extension ViewTraits {
    /// The label `tabItem(_:)` gave this view.
    var tabItemLabel: AnyView? { layoutValues[ObjectIdentifier(TabItemKey.self)] as? AnyView }
}

/// The children and the bar, made as nodes: the bar's items come from the children's nodes.
struct TabViewContainer<Content: View>: _PrimitiveView {
    let selected: AnyHashable?
    let select: (AnyHashable) -> Void
    let content: Content
    var bar = BarSettings()

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let tabs = makeNodes(of: view.content, inputs: inputs.child(.content))
        let items = tabs.enumerated().map { index, tab in
            TabBar.Item(tag: tab.tag ?? AnyHashable(index), label: tab.traits.tabItemLabel ?? AnyView(EmptyView()), badge: tab.traits.badge)
        }
        let selectedIndex = items.firstIndex { $0.tag == view.selected } ?? 0
        // Only the selected tab speaks to the bar.
        for (index, tab) in tabs.enumerated() where index != selectedIndex {
            tab.preferenceWriters.append(PreferenceWriter(key: ObjectIdentifier(BarAppearanceKey.self)) { reported in
                var appearance = reported as? BarAppearance ?? BarAppearance()
                appearance.tabBar = BarSettings()
                return appearance
            })
        }
        let paging = inputs.environment.pageTabViewStyle
        let barNodes: [ViewNode]
        if let paging {
            let index = PageIndex(count: items.count, selectedIndex: selectedIndex, style: paging,
                                  background: inputs.environment.pageIndexBackground) { view.select(items[$0].tag) }
            barNodes = makeNodes(of: index, inputs: inputs.child(.decoration))
        } else if view.bar.isHidden {
            barNodes = []
        } else {
            let bar = TabBar(items: items, selectedIndex: selectedIndex, select: view.select).barAppearance(view.bar)
            barNodes = makeNodes(of: bar, inputs: inputs.child(.decoration))
        }
        let behavior = TabViewBehavior(selectedIndex: selectedIndex, tabCount: tabs.count, overlaysBar: paging != nil)
        return _ViewOutputs(node: ViewNode(behavior, children: tabs + barNodes, inputs: inputs))
    }
}

/// Shows the selected child above the bar, centred in that space; the other children are
/// neither drawn nor tappable.
struct TabViewBehavior: NodeBehavior {
    let selectedIndex: Int
    let tabCount: Int
    /// A page style's index is drawn over the bottom of the page, which takes all the height.
    var overlaysBar = false

    var traceLabel: String { "TabView" }

    private func parts(of node: ViewNode) -> (tab: ViewNode?, bar: ViewNode?) {
        let tab = selectedIndex < tabCount ? node.children[selectedIndex] : nil
        return (tab, node.children.count > tabCount ? node.children[tabCount] : nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let (tab, bar) = parts(of: node)
        let barSize = overlaysBar ? .zero : bar?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        let tabSize = tab?.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barSize.height) })) ?? .zero
        return CGSize(width: proposal.width ?? max(barSize.width, tabSize.width), height: proposal.height ?? tabSize.height + barSize.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let (tab, bar) = parts(of: node)
        let barHeight = bar?.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height ?? 0
        let tabHeight = overlaysBar ? bounds.height : max(0, bounds.height - barHeight)
        // Centred in the space above the bar, as a screen's root view is.
        tab?.place(at: CGPoint(x: bounds.midX, y: bounds.minY + tabHeight / 2), anchor: .center,
                   proposal: ProposedViewSize(width: bounds.width, height: tabHeight))
        bar?.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - barHeight), proposal: ProposedViewSize(width: bounds.width, height: barHeight))
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let (tab, bar) = parts(of: node)
        tab?.draw(into: &list)
        bar?.draw(into: &list)
    }
}

/// The tab bar: a line, then the items side by side, the selected one in the accent colour.
///
/// iOS's tab bar is 49 points tall above the home indicator (Apple's Human Interface
/// Guidelines, "Tab bars"; UIKit's `UITabBar`), its symbol above its title. A terminal row is 16
/// points: here it is a line and one row of items (symbol before title), 32 points.
struct TabBar: View {
    struct Item {
        let tag: AnyHashable
        let label: AnyView
        /// The tab's `badge(_:)`, drawn after its label.
        var badge: Text?
    }

    let items: [Item]
    let selectedIndex: Int
    let select: (AnyHashable) -> Void

    var body: some View {
        VStack(spacing: 0) {
            Divider().frame(height: 16)
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { index in
                    // A badge follows the item's button, so the tab is still tapped by its title.
                    HStack {
                        Button { select(items[index].tag) } label: { items[index].label }
                            .buttonStyle(.plain)
                            .foregroundStyle(index == selectedIndex ? Color.accentColor : Color.gray)
                        if let badge = items[index].badge { TabBadge(badge: badge) }
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 16)
        }
    }
}

extension TabViewContainer: ImplementationDetail {}

extension TabBar: ImplementationDetail {}
