import Foundation

/// A control that shows a list of actions when tapped (SwiftUI's `Menu`).
///
/// It is drawn as its label followed by `▾`, both in the tint, as a borderless button is:
/// `Actions ▾`. Tapping it (`host.tap("Actions")`, or a click in live mode) presents its items as
/// the runtime presents a confirmation dialog: a box at the bottom of the window with the items
/// one under another and Cancel below them, where iOS shows a pop-up menu beside the button.
/// Tapping an item runs its action and closes the menu, as in SwiftUI. With a `primaryAction`,
/// a tap runs that action and a long press shows the menu, as on iOS. `menuStyle(_:)` chooses
/// the style; see `MenuStyle`.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isPresented = false

    /// A menu with the given items and label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction`; a long press shows its items.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    @Environment(\.menuStyle) private var style

    @ViewBuilder
    public var body: some View {
        if style is any BuiltInStyle {
            presentingBody
        } else {
            let (style, label, content, primaryAction) = (style, label, content, primaryAction)
            let configuration = MenuStyleConfiguration(
                label: MenuStyleConfiguration.Label(content: StyledNodes(label)),
                content: MenuStyleConfiguration.Content(content: StyledNodes(content)),
                primaryAction: primaryAction
            )
            StyledNodes { style.makeNodes(configuration, inputs: $0) }
        }
    }

    /// The menu as the built-in styles draw it: its label button, presenting its items.
    private var presentingBody: some View {
        let presented = $isPresented
        // The menu is presented from around the button, outside its long press, so that a tap
        // on an item reaches the item alone.
        return labelButton(presented)
            .presenting("menu", isPresented: presented, onDismiss: nil) {
                DialogBox(title: nil, message: EmptyView(), actions: content).dismissedByButtons()
            }
    }

    /// The label and `▾` as a button: a tap opens the menu, or runs the primary action while a
    /// long press opens the menu.
    @ViewBuilder
    private func labelButton(_ presented: Binding<Bool>) -> some View {
        let button = Button(action: primaryAction ?? { presented.wrappedValue = true }) {
            HStack(spacing: 8) {
                label
                Glyph("▾")
            }
        }
        if primaryAction != nil {
            button.simultaneousGesture(LongPressGesture().onEnded { _ in presented.wrappedValue = true })
        } else {
            button
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey`: `Menu("Actions") { Button("Copy") { … } }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with the string `title` (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled `titleKey` whose tap runs `primaryAction`; a long press shows its items.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled with the string `title` (not localized) whose tap runs `primaryAction`; a long
    /// press shows its items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension View {
    /// Shows `menuItems` when the view is long-pressed (SwiftUI's context menu), presented as a
    /// `Menu`'s items are: a box at the bottom of the window with Cancel below them. Tapping an
    /// item runs its action and closes the menu. `host.longPress(name, for: 0.5)` opens it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}

/// Keeps whether a context menu is shown, opened by a long press.
struct ContextMenuModifier<Items: View>: ViewModifier {
    let items: Items
    @State private var isPresented = false

    func body(content: Content) -> some View {
        let presented = $isPresented
        content
            .onLongPressGesture { presented.wrappedValue = true }
            .presenting("context menu", isPresented: presented, onDismiss: nil) {
                DialogBox(title: nil, message: EmptyView(), actions: items).dismissedByButtons()
            }
    }
}

extension ContextMenuModifier: ImplementationDetail {}
