import Foundation

/// A style that draws every `ProgressView` inside the view it is applied to, from the progress
/// view's fraction completed and labels (SwiftUI's `ProgressViewStyle`).
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
/// ```
/// As for button styles, a learner's style runs as a view of its own. Inside its body,
/// `ProgressView(configuration)` draws the progress view with the default style.
public protocol ProgressViewStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the fraction completed and the labels.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view drawn for one progress view, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` is given to draw a progress view.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The label of the current value, as a view to place in the style's body.
    public struct CurrentValueLabel: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// How much is done, from 0 to 1, or `nil` when the progress view is indeterminate.
    public let fractionCompleted: Double?
    /// The label, or `nil` when the progress view has none (as in SwiftUI).
    public var label: Label? { hasLabel ? labelView : nil }
    /// The current value's label, or `nil` when the progress view has none.
    public var currentValueLabel: CurrentValueLabel? { hasCurrentValueLabel ? currentValueLabelView : nil }

    let labelView: Label
    let currentValueLabelView: CurrentValueLabel
    let hasLabel: Bool
    let hasCurrentValueLabel: Bool
}

/// On iOS: a spinner while the amount is unknown, a bar when it is known (see `ProgressView`).
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// The default progress view style.
    public init() {}
    /// The progress view: a spinner when its fraction is `nil`, else a bar.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar that takes the proposed width, the label above it and the current value's label
/// below it in gray (see `ProgressView`). An indeterminate one, which iOS animates along the
/// bar, is drawn as the empty track.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// The linear progress view style.
    public init() {}
    /// The progress view: the label, a bar filled up to the fraction (empty when it is `nil`), the current value's label in gray.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.labelView
            Track(behavior: ProgressBar(fraction: configuration.fractionCompleted ?? 0))
            configuration.currentValueLabelView.foregroundStyle(Color.secondary)
        }
    }
}

/// A spinner `◌` with the label below it in gray. Apple's documentation: "In cases where no
/// determinate circular progress view style is available, circular progress views use an
/// indeterminate style", which is iOS's case, so a progress view with a value is a spinner too.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    /// The circular progress view style.
    public init() {}
    /// The progress view: a spinner `◌` with its label below in gray, whatever the fraction.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Glyph("◌ ", color: .gray)
            configuration.labelView.foregroundStyle(Color.secondary)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style: a spinner or a bar.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar: `━━━━╾─────`.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner: `◌`.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style was given, to draw it in the style's body (with the default
    /// style) and modify it: `ProgressView(configuration).tint(.orange)`.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fractionCompleted: configuration.fractionCompleted, label: configuration.labelView,
                  currentValueLabel: configuration.currentValueLabelView)
    }
}

extension View {
    /// Sets the style of the progress views inside this view: `.progressViewStyle(.circular)`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style)
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: any ProgressViewStyle = DefaultProgressViewStyle()
}

extension EnvironmentValues {
    /// The style progress views are drawn with; `progressViewStyle(_:)` sets it.
    var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension ProgressViewStyle {
    /// The nodes of this style's body for one progress view. A learner's style's body sees the
    /// default style, so that `ProgressView(configuration)` in it draws rather than recurs.
    func makeNodes(_ configuration: ProgressViewStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        if self is any BuiltInStyle {
            return SwiftUI.makeNodes(of: makeBody(configuration: configuration), inputs: inputs)
        }
        return SwiftUI.makeNodes(of: StyleBody(style: self) {
            AnyView($0.makeBody(configuration: configuration).environment(\.progressViewStyle, DefaultProgressViewStyle()))
        }, inputs: inputs)
    }
}
