import Foundation

/// A style that draws every `LabeledContent` inside the view it is applied to, from its label
/// and content (SwiftUI's `LabeledContentStyle`).
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             configuration.content.foregroundStyle(.secondary)
///         }
///     }
/// }
/// ```
public protocol LabeledContentStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` gets: the label and the content.
    typealias Configuration = LabeledContentStyleConfiguration

    /// The labelled content drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` is given to draw a labeled content.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The content (the value), as a view to place in the style's body.
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

/// iOS's: the label at the leading edge, the content at the trailing edge in the secondary style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle {
    /// The default labelled content style.
    public init() {}
    /// The label at the leading edge and the content at the trailing edge in the secondary colour, as a form row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets the style of the labeled contents inside this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, style)
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static let defaultValue: any LabeledContentStyle = AutomaticLabeledContentStyle()
}

extension EnvironmentValues {
    /// The style labeled contents are drawn with; `labeledContentStyle(_:)` sets it.
    var labeledContentStyle: any LabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension LabeledContentStyle {
    func makeNodes(_ configuration: LabeledContentStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        makeStyleNodes(self, inputs: inputs) { $0.makeBody(configuration: configuration) }
    }
}
