import Foundation

/// A style that draws every `Label` inside the view it is applied to, from the label's title
/// and icon. Like a button style, a learner's style runs as a view of its own.
public protocol LabelStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the label's title and icon.
    typealias Configuration = LabelStyleConfiguration

    /// The view drawn for one label, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` is given to draw a label.
public struct LabelStyleConfiguration {
    /// The label's title, as a view to place in the style's body.
    public struct Title: _PrimitiveView {
        let makeNodes: (_ViewInputs) -> [ViewNode]

        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            _ViewOutputs(nodes: view.makeNodes(inputs))
        }
    }

    /// The label's icon, as a view to place in the style's body.
    public struct Icon: _PrimitiveView {
        let makeNodes: (_ViewInputs) -> [ViewNode]

        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            _ViewOutputs(nodes: view.makeNodes(inputs))
        }
    }

    /// The title, to place in the style's body.
    public let title: Title
    /// The icon, to place in the style's body.
    public let icon: Icon
}

/// The icon, then the title, spaced as an `HStack` spaces them. This is the default.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle {
    /// The title-and-icon style.
    public init() {}
    /// The label: the icon, then the title, 8 points apart in an `HStack`.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle {
    /// The title-only style.
    public init() {}
    /// The label: its title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle {
    /// The icon-only style.
    public init() {}
    /// The label: its icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The default label style: icon and title.
public struct DefaultLabelStyle: LabelStyle, BuiltInStyle {
    /// The default label style.
    public init() {}
    /// The label: drawn as `TitleAndIconLabelStyle` draws it, the icon then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
    /// Draws the labels inside this view with `style`: `.labelStyle(.iconOnly)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: any LabelStyle = DefaultLabelStyle()
}

extension EnvironmentValues {
    /// The style labels are drawn with; `labelStyle(_:)` sets it.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension LabelStyle {
    /// The nodes of this style's body for one label (see `BuiltInStyle`).
    func makeNodes(_ configuration: LabelStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        if self is any BuiltInStyle {
            return SwiftUI.makeNodes(of: makeBody(configuration: configuration), inputs: inputs)
        }
        return SwiftUI.makeNodes(of: StyleBody(style: self) { AnyView($0.makeBody(configuration: configuration)) }, inputs: inputs)
    }
}
