import Foundation

/// The actions `swipeActions(edge:allowsFullSwipe:content:)` puts on one edge of a list row.
struct SwipeActionsValue {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: AnyView
}

extension View {
    /// Adds actions that a swipe across this row of a `List` reveals at `edge`: Apple, "Adds
    /// custom swipe actions to a row in a list." The actions are buttons; a destructive one is
    /// red, another grey unless a `tint(_:)` colours it.
    ///
    /// `host.swipe("Row")` reveals the trailing actions (`edge: .leading` the leading ones),
    /// drawn over that end of the row, each label in white on its colour; `host.tap("Delete")`
    /// then taps one, which closes them, as on iOS. With `allowsFullSwipe` (the default),
    /// `host.swipe("Row", fully: true)` runs the first action, as "a full swipe automatically
    /// performs the first action".
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(value: SwipeActionsValue(edge: edge, allowsFullSwipe: allowsFullSwipe, content: AnyView(content()))))
    }
}

/// Writes a row's swipe actions onto its node as a trait the row reads; one value per edge, the
/// outer modifier's replacing an inner one's for the same edge.
struct SwipeActionsModifier: NodeAttributeModifier {
    let value: SwipeActionsValue

    func apply(to node: ViewNode) {
        var actions = node.traits.swipeActions.filter { $0.edge != value.edge }
        actions.append(value)
        node.traits.layoutValues[ObjectIdentifier(SwipeActionsKey.self)] = actions
    }
}

struct SwipeActionsKey: LayoutValueKey {
    static let defaultValue: [SwipeActionsValue] = []
}

extension ViewTraits {
    var swipeActions: [SwipeActionsValue] { layoutValues[ObjectIdentifier(SwipeActionsKey.self)] as? [SwipeActionsValue] ?? [] }
}

/// The list row whose actions a swipe revealed (by the identity of the row's content), and at
/// which edge.
struct RevealedSwipe: Equatable {
    let row: ViewIdentity
    let edge: HorizontalEdge
}

/// The actions of one edge as the row draws them when revealed: the buttons side by side,
/// as tall as the row. A tap on one closes them (`buttonDismissal`) before its action runs.
struct SwipeActionsBar: View {
    let actions: SwipeActionsValue

    var body: some View {
        HStack(spacing: 0) { actions.content }
            .buttonStyle(SwipeActionButtonStyle())
    }

    /// The nodes of the bar for the row of identity `row`, apart from the row's content.
    static func makeNodes(_ actions: SwipeActionsValue, row inputs: _ViewInputs) -> ViewNode {
        var barInputs = inputs.child(.explicit(AnyHashable("swipeActions.\(actions.edge)")))
        let graph = inputs.graph
        barInputs.environment.buttonDismissal = DismissAction {
            graph.revealedSwipe = nil
            graph.schedulePlacement()
        }
        return StackNode.vertical(SwiftUI.makeNodes(of: SwipeActionsBar(actions: actions), inputs: barInputs), inputs: barInputs)
    }
}

/// A swipe action: its label in white, padded a cell at each side, on a fill as tall as the row,
/// red for a destructive action, else the tint, else grey (iOS's swipe buttons).
struct SwipeActionButtonStyle: ButtonStyle, BuiltInStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxHeight: .infinity)
            .background(Rectangle().fill(SwipeActionFill(role: configuration.role)))
    }
}

struct SwipeActionFill: ShapeStyle {
    let role: ButtonRole?

    func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        (role == .destructive ? Color.red : environment.tint ?? Color.gray).resolve(in: environment)
    }
}

extension SwipeActionsBar: ImplementationDetail {}
