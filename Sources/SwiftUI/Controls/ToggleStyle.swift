import Foundation

/// A style that draws every toggle inside the view it is applied to, given the toggle's label
/// and a binding to its value.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             HStack {
///                 Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///                 configuration.label
///             }
///         }
///     }
/// }
/// ```
/// As with `ButtonStyle`, a style of your own runs as a view of its own, so `@Environment`
/// properties work in it. A toggle drawn by a style other than the switch is still found by its
/// label: `host.toggle("Bold")` flips it, whatever the style draws.
public protocol ToggleStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the toggle's label and a binding to its value.
    typealias Configuration = ToggleStyleConfiguration

    /// The view drawn for one toggle, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given to draw a toggle: its label and its value.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let makeNodes: (_ViewInputs) -> [ViewNode]

        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            _ViewOutputs(nodes: view.makeNodes(inputs))
        }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `configuration.isOn.toggle()` flips it, and `$isOn` is the
    /// binding (`configuration.$isOn`).
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
    /// Whether the toggle stands for several values that are not all the same (a toggle made
    /// from `sources:`): always false here, where toggles have one value.
    public var isMixed: Bool { false }
}

/// The style iOS uses: a switch on the trailing side of the label (see `Toggle`).
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle {
    /// The switch toggle style.
    public init() {}

    /// The toggle: its label, then a switch `[   ●]` in the tint (green by default) when on, `[○   ]` in gray when off.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            ControlLabel(configuration.label)
            Glyph(configuration.isOn ? "[   ●]" : "[○   ]", color: configuration.isOn ? TintShapeStyle(fallback: .green) : Color.secondary)
        }
    }
}

/// The default style: on iOS, the switch.
public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle {
    /// The default toggle style.
    public init() {}

    /// The toggle: drawn as `SwitchToggleStyle` draws it.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle drawn as a button whose label is the toggle's: Apple, "A toggle style that displays
/// as a button with its label as the title."
///
/// iOS draws the label in the tint colour, on a light tinted rounded rectangle while the toggle
/// is on. Here the label is padded by a cell at each side, as a bordered button's is, and the
/// fill is drawn only while on: ` Bold ` off, `█Bold█` on in plain text.
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle {
    /// The button toggle style.
    public init() {}

    /// The toggle: its label in the tint, padded a cell each side, on a light tinted fill while on.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(ButtonTint(ink: .tint, role: nil))
            .padding(.horizontal, BorderedButtonMetrics.horizontalPadding)
            .background {
                if configuration.isOn {
                    RoundedRectangle(cornerRadius: BorderedButtonMetrics.cornerRadius).fill(ButtonFill(role: nil, isProminent: false))
                }
            }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: the switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch beside the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }

    /// macOS's checkbox style. Apple makes `ToggleStyle.checkbox` available on macOS only
    /// (macOS 10.15 and later), so iOS code cannot use it.
    ///
    /// Accepted: drawn as the switch, so that a macOS example runs; a terminal shows one toggle.
    public static var checkbox: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The label as a button, filled while the toggle is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Draws the toggles inside this view with `style`: `.toggleStyle(.button)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, style)
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: any ToggleStyle = DefaultToggleStyle()
}

extension EnvironmentValues {
    /// The style toggles are drawn with; `toggleStyle(_:)` sets it.
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension ToggleStyle {
    /// Whether the style draws the switch, which shows the label itself (so the toggle is named
    /// by what it draws); any other style's toggle keeps its label apart to be named by.
    var drawsSwitch: Bool { self is DefaultToggleStyle || self is SwitchToggleStyle }

    /// The nodes of this style's body for one toggle: a built-in style's body made in place, a
    /// learner's run as a view of its own.
    func makeNodes(_ configuration: ToggleStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        if self is any BuiltInStyle {
            return SwiftUI.makeNodes(of: makeBody(configuration: configuration), inputs: inputs)
        }
        return SwiftUI.makeNodes(of: StyleBody(style: self) { AnyView($0.makeBody(configuration: configuration)) }, inputs: inputs)
    }
}

/// A toggle as its style draws it: the nodes of the style's body, with none of its own.
struct StyledToggle: _PrimitiveView {
    let style: any ToggleStyle
    let configuration: ToggleStyleConfiguration

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.style.makeNodes(view.configuration, inputs: inputs))
    }
}
