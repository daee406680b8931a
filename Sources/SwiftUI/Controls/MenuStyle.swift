import Foundation

/// A style that draws every `Menu` inside the view it is applied to (SwiftUI's `MenuStyle`).
/// As in SwiftUI, its configuration is opaque: a style draws the menu with
/// `Menu(configuration)` and modifies it.
///
/// ```swift
/// struct Framed: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).padding(.horizontal, 8).border(Color.gray)
///     }
/// }
/// ```
public protocol MenuStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the menu, to draw with `Menu(configuration)`.
    typealias Configuration = MenuStyleConfiguration

    /// The view drawn for one menu, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `MenuStyle` is given: the menu's label and items, to pass to `Menu(configuration)`.
public struct MenuStyleConfiguration {
    /// The menu's label.
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The menu's items.
    public struct Content: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

/// The default style: on iOS, the label in the tint as a borderless button, here followed by `▾`
/// (see `Menu`).
public struct DefaultMenuStyle: MenuStyle, BuiltInStyle {
    /// The default menu style.
    public init() {}
    /// The menu: its label and `▾` as a button that opens it.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// The menu's label drawn as a button, in the button style around it, as iOS draws it:
/// `.menuStyle(.button).buttonStyle(.bordered)`. A menu's label is a button here in every
/// style, so this is the default's look.
public struct ButtonMenuStyle: MenuStyle, BuiltInStyle {
    /// The button menu style.
    public init() {}
    /// The menu: its label and `▾` as a button in the surrounding button style.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The label as a button in the surrounding button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style was given, to draw it in the style's body (with the default style).
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.primaryAction = configuration.primaryAction
    }
}

extension View {
    /// Sets the style of the menus inside this view: `.menuStyle(.button)`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, style)
    }
}

private struct MenuStyleKey: EnvironmentKey {
    static let defaultValue: any MenuStyle = DefaultMenuStyle()
}

extension EnvironmentValues {
    /// The style menus are drawn with; `menuStyle(_:)` sets it.
    var menuStyle: any MenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension MenuStyle {
    /// The nodes of a learner's style's body for one menu; its body sees the default style, so
    /// that `Menu(configuration)` in it draws rather than recurs.
    func makeNodes(_ configuration: MenuStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        SwiftUI.makeNodes(of: StyleBody(style: self) {
            AnyView($0.makeBody(configuration: configuration).environment(\.menuStyle, DefaultMenuStyle()))
        }, inputs: inputs)
    }
}
