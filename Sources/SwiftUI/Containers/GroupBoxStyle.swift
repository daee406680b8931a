import Foundation

/// A style that draws every `GroupBox` inside the view it is applied to, from its label and
/// content (SwiftUI's `GroupBoxStyle`).
///
/// ```swift
/// struct Card: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.bold()
///             configuration.content
///         }
///         .padding()
///         .background(Color.yellow)
///     }
/// }
/// ```
/// A learner's style runs as a view of its own, as a button style does.
public protocol GroupBoxStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` gets: the label and the content.
    typealias Configuration = GroupBoxStyleConfiguration

    /// The box drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` is given to draw a group box.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The group box's content, as a view to place in the style's body.
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

/// iOS's group box: the content inset by 16 points on each side, the label above it in the
/// headline font, in an outline of box-drawing characters (see `GroupBox`).
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle {
    /// The default group box style.
    public init() {}
    /// The label in headline font over the content, padded 16 points and outlined in the secondary colour.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(16)
        .background(Rectangle().stroke(Color.secondary))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style of the group boxes inside this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, style)
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: any GroupBoxStyle = DefaultGroupBoxStyle()
}

extension EnvironmentValues {
    /// The style group boxes are drawn with; `groupBoxStyle(_:)` sets it.
    var groupBoxStyle: any GroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension GroupBoxStyle {
    func makeNodes(_ configuration: GroupBoxStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        makeStyleNodes(self, inputs: inputs) { $0.makeBody(configuration: configuration) }
    }
}
