import Foundation

/// A style that makes every button inside the view it is applied to, and decides when its action
/// runs (SwiftUI's `PrimitiveButtonStyle`): the button's action runs when the style calls
/// `configuration.trigger()`, from a gesture of its body.
///
/// ```swift
/// struct DoubleTap: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2, perform: configuration.trigger)
///     }
/// }
/// ```
/// Unlike a `ButtonStyle`, the style takes over the whole button: a tap (`:tap`) reaches the
/// style's gestures, not a button of the runtime's, so a style without a gesture makes a button
/// that cannot be tapped, as in SwiftUI. `Button(configuration)` in the body makes an ordinary
/// button that triggers the action, drawn with the default button style.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the label, the role and `trigger()`, which runs the action.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The whole button, made from its configuration; its gestures decide when `trigger()` runs.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` is given to make a button.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// The label, to place in the style's body.
    public let label: Label
    let action: () -> Void

    /// Runs the button's action (nothing while the button is disabled).
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration: tapping it triggers the action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension View {
    /// Makes the buttons inside this view with a primitive style, which decides when their
    /// action runs.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, PrimitiveButtonStyleBox(style: style))
    }
}

/// A primitive style kept where button styles are kept, so that the innermost
/// `buttonStyle(_:)` wins whichever kind of style it sets.
struct PrimitiveButtonStyleBox: ButtonStyle {
    let style: any PrimitiveButtonStyle

    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle {
    /// The nodes of this style's body for one button. The body sees the default button style,
    /// so that `Button(configuration)` in it makes an ordinary button rather than recurring.
    func makeNodes(_ configuration: PrimitiveButtonStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        makeStyleNodes(self, inputs: inputs) { style in
            style.makeBody(configuration: configuration).environment(\.buttonStyle, DefaultButtonStyle())
        }
    }
}
