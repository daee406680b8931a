import Foundation

extension View {
    /// Presents an alert titled `titleKey` while `isPresented` is true, with the buttons in
    /// `actions` (an "OK" button when there are none). Any of its buttons closes it.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert titled with the string `title` (not localized) while `isPresented` is true;
    /// its buttons are `actions` ("OK" when there are none), and any of them closes it.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert titled with `title` while `isPresented` is true; its buttons are `actions`
    /// ("OK" when there are none), and any of them closes it.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert with a message under its title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled with the string `title` (not localized), with a message under the title.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled `title` with `message` under it: a box 270 points wide (narrower in a small
    /// window) centred over the view, two buttons side by side and any other number in a column.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let actions = actions()
        let message = message()
        return presenting("alert", isPresented: isPresented, onDismiss: nil) {
            AlertBox(title: title, message: message, actions: actions).dismissedByButtons()
        }
    }

    /// The alert of the deprecated `Alert` value, shown while `isPresented` is true.
    @available(*, deprecated, message: "Use alert(_:isPresented:actions:message:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presenting("alert", isPresented: isPresented, onDismiss: nil) { alert.box.dismissedByButtons() }
    }

    /// The alert of the deprecated `Alert` value made for `item`, shown while it is not nil.
    @available(*, deprecated, message: "Use alert(_:isPresented:actions:message:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        presenting("alert", item: item, onDismiss: nil) { content($0).box.dismissedByButtons() }
    }
}

/// The deprecated description of an alert: a title, an optional message and one or two buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons, side by side.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of a deprecated `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style; `action` runs when it is pressed, then the alert closes.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button labelled `label`; `action` runs when it is pressed, then the alert closes.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button (drawn in red); `action` runs when it is pressed, then the alert closes.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert as the current API draws it.
    var box: some View {
        AlertBox(title: title, message: message, actions: ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            SwiftUI.Button(role: button.role, action: button.action ?? {}) { button.label }
        })
    }
}

/// An alert drawn as a box centred in the window: the title in bold, the message, a line, then
/// the buttons. The title and message wrap onto as many lines as they need.
///
/// iOS alerts are 270 points wide (UIKit's `UIAlertController`, as measured in Apple's
/// simulators), narrower when the window is. Two buttons sit side by side, any other number
/// one under the other, as in UIKit. With no buttons, iOS adds "OK".
struct AlertBox<Message: View, Actions: View>: View {
    static var width: CGFloat { 270 }
    let title: Text
    let message: Message
    let actions: Actions

    var body: some View {
        VStack(spacing: 0) {
            title.bold().multilineTextAlignment(.center)
            message.multilineTextAlignment(.center)
            Divider().frame(height: 16)
            AlertButtonsLayout {
                if Actions.self == EmptyView.self {
                    Button("OK") {}
                } else {
                    actions
                }
            }
        }
        .padding(.vertical, 16)
        .padding(.horizontal, 8)
        .frame(maxWidth: Self.width)
        .fixedSize(horizontal: false, vertical: true)
        .background(PresentationSurface())
        .border(Color.gray)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Two buttons side by side sharing the width; one or more than two in a column.
struct AlertButtonsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let childProposal = buttonProposal(for: subviews.count, in: proposal)
        let sizes = subviews.map { $0.sizeThatFits(childProposal) }
        if subviews.count == 2 {
            return CGSize(width: proposal.width ?? sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
        }
        return CGSize(width: proposal.width ?? sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = buttonProposal(for: subviews.count, in: ProposedViewSize(bounds.size))
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(childProposal)
            if subviews.count == 2 {
                let half = bounds.width / 2
                subview.place(at: CGPoint(x: bounds.minX + half * CGFloat(index) + half / 2, y: bounds.midY), anchor: .center, proposal: childProposal)
            } else {
                subview.place(at: CGPoint(x: bounds.midX, y: y + size.height / 2), anchor: .center, proposal: childProposal)
                y += size.height
            }
        }
    }

    private func buttonProposal(for count: Int, in proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { count == 2 ? $0 / 2 : $0 }, height: nil)
    }
}

private struct ButtonDismissalKey: EnvironmentKey {
    static let defaultValue: DismissAction? = nil
}

extension EnvironmentValues {
    /// Set inside an alert or dialog: every button closes it before running its action.
    var buttonDismissal: DismissAction? {
        get { self[ButtonDismissalKey.self] }
        set { self[ButtonDismissalKey.self] = newValue }
    }

    /// `action` as a button here runs it: after closing the alert or dialog it is in.
    func buttonAction(_ action: @escaping () -> Void) -> () -> Void {
        guard let dismissal = buttonDismissal else { return action }
        return {
            dismissal()
            action()
        }
    }
}

extension View {
    /// Makes every button inside close the presentation (the `dismiss` of the environment).
    func dismissedByButtons() -> some View {
        modifier(ButtonsDismiss())
    }
}

private struct ButtonsDismiss: ViewModifier {
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content.environment(\.buttonDismissal, dismiss)
    }
}

extension AlertBox: ImplementationDetail {}

extension ButtonsDismiss: ImplementationDetail {}
