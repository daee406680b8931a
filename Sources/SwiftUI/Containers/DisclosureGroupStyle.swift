import Foundation

/// A style that draws every `DisclosureGroup` inside the view it is applied to, from its label,
/// its content and whether it is open (SwiftUI's `DisclosureGroupStyle`).
///
/// ```swift
/// struct Plus: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Button(configuration.isExpanded ? "−" : "+") { configuration.isExpanded.toggle() }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
/// The style decides how the group opens: setting `configuration.isExpanded` opens or closes it.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` gets: the label, the content and the open state.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// The group drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` is given to draw a disclosure group.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The group's content, as a view to place in the style's body (made only when placed).
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
    /// Whether the group is open; setting it opens or closes the group (the group's own state,
    /// or the binding it was given).
    @Binding public var isExpanded: Bool
}

/// iOS's: a row with the label and a chevron that points right when closed and down when open,
/// tapping it opens or closes the group, the content below it while it is open.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInStyle {
    /// The default disclosure group style.
    public init() {}
    /// A button row of the label and a chevron (right when closed, down when open) that toggles the group, and the content below while open.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups inside this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style)
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue: any DisclosureGroupStyle = AutomaticDisclosureGroupStyle()
}

extension EnvironmentValues {
    /// The style disclosure groups are drawn with; `disclosureGroupStyle(_:)` sets it.
    var disclosureGroupStyle: any DisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension DisclosureGroupStyle {
    func makeNodes(_ configuration: DisclosureGroupStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        makeStyleNodes(self, inputs: inputs) { $0.makeBody(configuration: configuration) }
    }
}
