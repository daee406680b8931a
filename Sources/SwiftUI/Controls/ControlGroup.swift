import Foundation

/// Controls that belong together, shown as one group (SwiftUI's `ControlGroup`):
///
/// ```swift
/// ControlGroup {
///     Button("Bold") { … }
///     Button("Italic") { … }
/// }
/// ```
/// iOS draws the automatic style outside menus and toolbars as a row of joined segments, each
/// control in an equal share of the width; here the shares are apart by `│`, as a segmented
/// picker's options are, the row one line tall and as wide as proposed (ideally each share the
/// widest control and a cell on either side). `controlGroupStyle(.menu)` shows the group as a
/// `Menu` of its controls under its label.
public struct ControlGroup<Content: View>: _PrimitiveView {
    let content: Content
    let label: AnyView?

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    /// A group with a label, which the menu styles show.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
        where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
        self.label = AnyView(self.content.label)
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let content = view.content
        let configuration = ControlGroupStyleConfiguration(
            label: ControlGroupStyleConfiguration.Label(content: StyledNodes(view.label ?? AnyView(EmptyView()))),
            content: ControlGroupStyleConfiguration.Content(content: StyledNodes(content))
        )
        return _ViewOutputs(nodes: inputs.environment.controlGroupStyle.makeNodes(configuration, inputs: inputs))
    }
}

extension ControlGroup {
    /// A group titled `titleKey`, the title shown by the menu styles.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with the string `title` (not localized), the title shown by the menu styles.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group with a title and a symbol, shown by the menu styles.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// The content of a control group that has a label (SwiftUI's type of the same name).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls alone; the label is the group's.
    public var body: some View { content }
}

/// A style for the control groups inside a view; `controlGroupStyle(_:)` sets it.
public protocol ControlGroupStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the group's label and its controls.
    typealias Configuration = ControlGroupStyleConfiguration

    /// The view drawn for one control group, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ControlGroupStyle` is given: the group's label and its controls.
public struct ControlGroupStyleConfiguration {
    /// The group's label (empty when it has none).
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The group's controls.
    public struct Content: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The label, to place in the style's body.
    public let label: Label
    /// The content, to place in the style's body.
    public let content: Content
}

/// The default style: outside menus and toolbars on iOS, the controls joined in a row.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The automatic style.
    public init() {}
    /// The group: its controls in a one-line row of equal shares, apart by `│`.
    public func makeBody(configuration: Configuration) -> some View {
        StyledNodes { inputs in
            [ViewNode(ControlGroupLayout(), children: SwiftUI.makeNodes(of: configuration.content, inputs: inputs), inputs: inputs)]
        }
    }
}

/// The controls joined in a row, as the automatic style draws them.
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The navigation style, drawn as the automatic one.
    public init() {}
    /// The group: drawn as `AutomaticControlGroupStyle` draws it.
    public func makeBody(configuration: Configuration) -> some View { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
}

/// The group as a `Menu` under its label: a tap shows its controls.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInStyle {
    /// The menu style.
    public init() {}
    /// The group: a `Menu` labelled with the group's label, its items the group's controls.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default style: the controls joined in a row.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The controls joined in a row, as in a navigation bar; drawn as `.automatic`.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// The group as a `Menu` of its controls under its label.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension View {
    /// Sets the style of the control groups inside this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, style)
    }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue: any ControlGroupStyle = AutomaticControlGroupStyle()
}

extension EnvironmentValues {
    /// The style control groups are drawn with; `controlGroupStyle(_:)` sets it.
    var controlGroupStyle: any ControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension ControlGroupStyle {
    func makeNodes(_ configuration: ControlGroupStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        makeStyleNodes(self, inputs: inputs) { $0.makeBody(configuration: configuration) }
    }
}

/// A control group's controls side by side in equal shares of the width, each centred with a
/// cell free on either side, `│` between neighbours.
struct ControlGroupLayout: NodeBehavior {
    private static let margin = TextLayout.cellWidth

    var traceLabel: String { "Control group" }

    private func share(_ proposal: ProposedViewSize, node: ViewNode) -> CGFloat {
        let count = CGFloat(max(1, node.children.count))
        if let width = proposal.width { return width / count }
        return (node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + 2 * Self.margin
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let share = share(proposal, node: node)
        let childProposal = ProposedViewSize(width: max(0, share - 2 * Self.margin), height: proposal.height)
        let height = node.children.map { $0.sizeThatFits(childProposal).height }.max() ?? 0
        return CGSize(width: share * CGFloat(node.children.count), height: max(TextLayout.lineHeight, height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let share = bounds.width / CGFloat(max(1, node.children.count))
        let childProposal = ProposedViewSize(width: max(0, share - 2 * Self.margin), height: proposal.height)
        for (index, child) in node.children.enumerated() {
            let center = CGPoint(x: bounds.minX + (CGFloat(index) + 0.5) * share, y: bounds.midY)
            child.place(at: center, anchor: .center, proposal: childProposal)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        node.drawChildren(into: &list)
        let frame = node.presentedFrame
        guard frame.width.isFinite, node.children.count > 1 else { return }
        let share = frame.width / CGFloat(node.children.count)
        for boundary in 1..<node.children.count {
            list.appendGlyphs("│", at: CGPoint(x: frame.minX + CGFloat(boundary) * share, y: frame.midY - TextLayout.lineHeight / 2),
                              color: Color.gray, frame: frame, environment: node.environment)
        }
    }
}

extension LabeledControlGroupContent: ImplementationDetail {}
