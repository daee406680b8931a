import Foundation

/// A style that draws every button inside the view it is applied to, given the button's label,
/// role and pressed state.
///
/// ```swift
/// struct CapsuleStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 16)
///             .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
///     }
/// }
/// ```
/// The style's body runs as a view of its own, so `@Environment` properties (such as
/// `isEnabled`) work in it. A headless tap is instantaneous, so `isPressed` is always false.
public protocol ButtonStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the label, the role and the pressed state.
    typealias Configuration = ButtonStyleConfiguration

    /// The view drawn for one button, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given to draw a button.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let makeNodes: (_ViewInputs) -> [ViewNode]
        /// Where the label's nodes go once made, so the button is named by its label alone.
        let made: LabelNodes

        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            let nodes = view.makeNodes(inputs)
            view.made.nodes += nodes
            return _ViewOutputs(nodes: nodes)
        }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The button's label, as a view to place in the style's body.
    public let label: Label
    /// Whether the button is being pressed: always false here, since a tap has no duration.
    public let isPressed: Bool
}

extension View {
    /// Draws the buttons inside this view with `style`: `.buttonStyle(.bordered)`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style)
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: any ButtonStyle = DefaultButtonStyle()
}

extension EnvironmentValues {
    /// The style buttons are drawn with; `buttonStyle(_:)` sets it.
    var buttonStyle: any ButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

/// The nodes a control's label made, wherever its style put them.
final class LabelNodes {
    var nodes: [ViewNode] = []

    var text: String { nodes.map(\.visibleText).joined(separator: " ") }
}

extension ButtonStyle {
    /// The nodes of this style's body for one button.
    func makeNodes(_ configuration: ButtonStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        if self is any BuiltInStyle {
            return SwiftUI.makeNodes(of: makeBody(configuration: configuration), inputs: inputs)
        }
        return SwiftUI.makeNodes(of: StyleBody(style: self) { AnyView($0.makeBody(configuration: configuration)) }, inputs: inputs)
    }
}
