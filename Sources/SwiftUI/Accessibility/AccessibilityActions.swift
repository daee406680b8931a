// Accessibility actions, headings, focus and custom content. A terminal picture has no
// accessibility tree (a terminal's screen reader reads the characters drawn), so these compile
// and change nothing that is drawn, as the other accessibility modifiers.

/// The kind of an accessibility action: the default activation, escape, magic tap, delete or
/// show menu, or one named by the app.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String

    /// The default action: activating the element (a double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing a modal view (the two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (the two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// An action named `name`, offered in VoiceOver's actions rotor.
    public init(named name: Text) {
        self.name = name.string
    }

    private init(name: String) {
        self.name = name
    }
}

/// Which way an adjustable element (a custom slider) is swiped: up to increment, down to decrement.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Swiped up (`increment`) or down (`decrement`).
    case increment, decrement
}

/// The level of a heading VoiceOver navigates by.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// No level (`unspecified`), or heading levels 1 to 6, as in HTML.
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of text an element holds, which changes how VoiceOver reads it.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    /// Ordinary text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File and folder names.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Chat messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, such as a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Spreadsheet cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// Stands in for the Accessibility framework's `AXCustomContent`, whose `Importance` SwiftUI's
/// `accessibilityCustomContent` takes.
public enum AXCustomContent {
    /// Whether VoiceOver reads the content at once (`high`) or only when asked (`default`).
    public enum Importance: Hashable, Sendable {
        /// Read only when asked (`default`), or at once (`high`).
        case `default`, high
    }
}

/// Whether VoiceOver's focus is on a view: SwiftUI's `AccessibilityFocusState`, bound with
/// `accessibilityFocused(_:)`.
/// Accepted: a terminal has no VoiceOver cursor, so the focus never moves by itself; the value
/// is what the code sets, kept as `@State` is, and views that read it run again.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// A Boolean focus state, false at first.
    public init() where Value == Bool {
        _value = State(initialValue: false)
    }

    /// A focus state naming one of several views, nil at first.
    public init<T: Hashable>() where Value == T? {
        _value = State(initialValue: nil)
    }

    /// Whether (or which) view has the accessibility focus, as the code last set it.
    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// What `accessibilityFocused(_:)` binds to: `$isFocused`.
    public var projectedValue: Binding {
        Binding(base: $value)
    }

    /// A binding to an accessibility focus state.
    @propertyWrapper
    public struct Binding {
        let base: SwiftUI.Binding<Value>

        /// The bound focus value; setting it sets the focus state.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Gives this view the accessibility children made by `children`, in place of its own.
    /// Accepted: a terminal picture has no accessibility tree; the view is drawn as it is.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    /// Makes VoiceOver read and use `representation` (a standard control) for this custom view.
    /// Accepted: a terminal picture has no accessibility tree; the view is drawn as it is.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Adds an action of `actionKind` to this view's accessibility element.
    /// Accepted: a terminal picture has no accessibility tree; the action is never offered.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds the actions of the buttons in `content` to this view's accessibility element.
    /// Accepted: a terminal picture has no accessibility tree; the actions are never offered.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Makes this view adjustable by VoiceOver's swipes up and down.
    /// Accepted: a terminal picture has no accessibility tree; the handler is never called.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

    /// Marks this view as a heading of `level` for VoiceOver's navigation.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// Says whether this view responds to VoiceOver's activation.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Ties VoiceOver's focus on this view to a Boolean focus state.
    /// Accepted: a terminal has no VoiceOver cursor; the state keeps the value the code sets.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Ties VoiceOver's focus on this view to one value of a shared focus state.
    /// Accepted: a terminal has no VoiceOver cursor; the state keeps the value the code sets.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Adds a labelled piece of content VoiceOver reads on request (`.accessibilityCustomContent("Age", Text("3"))`).
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }

    /// Adds labelled content VoiceOver reads on request, label and value as texts.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View { self }

    /// Adds labelled content VoiceOver reads on request, the value a string.
    /// Accepted: a terminal picture has no accessibility tree.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ label: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View { self }

    /// Says what kind of text this view holds (source code, a spreadsheet), for VoiceOver.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Keeps this view's colours when Smart Invert is on (photos, videos).
    /// Accepted: a terminal has no Smart Invert; colours are always drawn as they are.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// Makes VoiceOver speak the punctuation of the text in this view.
    /// Accepted: a terminal picture has no accessibility tree; the text is drawn as it is.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
}
