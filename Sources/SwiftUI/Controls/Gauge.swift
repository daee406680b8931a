import Foundation

/// A view that shows a value within a range (SwiftUI's `Gauge`).
///
/// Drawn as a linear `ProgressView` is: the label on the line above, a bar one line tall that
/// takes the proposed width (`━━━━╾─────`, the part up to the value in the tint), the minimum and
/// maximum value labels on either side of the bar (one cell apart, as a slider's value labels
/// are), and the current value's label on the line below in gray. The value is clamped to the
/// range, as SwiftUI clamps it. This is where Apple's documentation of the linear capacity styles
/// puts them: the label above, the bounds' labels on the leading and trailing edges of the bar,
/// the current value's label below; iOS's default style is the linear capacity bar.
/// `gaugeStyle(_:)` chooses the style; see `GaugeStyle`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: _PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
                                 minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel) {
        fraction = (Double(bounds.lowerBound)...Double(bounds.upperBound)).fraction(of: Double(value))
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let configuration = GaugeStyleConfiguration(
            value: view.fraction,
            label: GaugeStyleConfiguration.Label(content: StyledNodes(view.label)),
            currentValueLabelView: GaugeStyleConfiguration.CurrentValueLabel(content: StyledNodes(view.currentValueLabel)),
            minimumValueLabelView: GaugeStyleConfiguration.MinimumValueLabel(content: StyledNodes(view.minimumValueLabel)),
            maximumValueLabelView: GaugeStyleConfiguration.MaximumValueLabel(content: StyledNodes(view.maximumValueLabel)),
            hasCurrentValueLabel: !(view.currentValueLabel is EmptyView),
            hasBoundsLabels: !(view.minimumValueLabel is EmptyView)
        )
        return _ViewOutputs(nodes: inputs.environment.gaugeStyle.makeNodes(configuration, inputs: inputs))
    }
}

/// What the built-in gauge styles draw: the label above, the bounds' labels on either side of the
/// bar, the current value's label below; `marker` draws the value as a slider's knob.
struct GaugeBar: View {
    let configuration: GaugeStyleConfiguration
    let marker: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            HStack {
                configuration.minimumValueLabelView.foregroundStyle(Color.secondary)
                if marker {
                    Track(behavior: SliderTrack(fraction: configuration.value))
                } else {
                    Track(behavior: ProgressBar(fraction: configuration.value))
                }
                configuration.maximumValueLabelView.foregroundStyle(Color.secondary)
            }
            configuration.currentValueLabelView.foregroundStyle(Color.secondary)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds` (0...1 by default), with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for the current value, drawn below the bar.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for the current value (below the bar) and for the range's bounds
    /// (on either side of it).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// How gauges look; `gaugeStyle(_:)` sets it for the gauges inside a view (SwiftUI's
/// `GaugeStyle`). A learner's style draws the gauge from its configuration:
///
/// ```swift
/// struct Percent: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.label; Text("\(Int(configuration.value * 100))%") }
///     }
/// }
/// ```
///
/// The terminal draws every built-in style as a bar (see `Gauge`); `.accessoryLinear` draws the
/// value as a marker `●` on the bar, as iOS's does. The circular styles are drawn as the linear
/// one: a terminal cell cannot draw a small ring.
public protocol GaugeStyle {
    associatedtype Body: View
    /// What `makeBody(configuration:)` is given: the value as a fraction and the gauge's labels.
    typealias Configuration = GaugeStyleConfiguration

    /// The view drawn for one gauge, made from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GaugeStyle` is given to draw a gauge.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view to place in the style's body.
    public struct Label: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The current value's label, as a view to place in the style's body.
    public struct CurrentValueLabel: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The label of the range's lower bound, as a view to place in the style's body.
    public struct MinimumValueLabel: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// The label of the range's upper bound, as a view to place in the style's body.
    public struct MaximumValueLabel: _PrimitiveView {
        let content: StyledNodes
        public typealias Body = Never
        public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            StyledNodes._makeView(view.content, inputs: inputs)
        }
    }

    /// Where the value is in the gauge's range, from 0 to 1 (SwiftUI: "the current value of
    /// the gauge", as a fraction of the range).
    public let value: Double
    /// The label, to place in the style's body.
    public let label: Label
    /// The current value's label, or `nil` when the gauge has none.
    public var currentValueLabel: CurrentValueLabel? { hasCurrentValueLabel ? currentValueLabelView : nil }
    /// The lower bound's label, or `nil` when the gauge has none.
    public var minimumValueLabel: MinimumValueLabel? { hasBoundsLabels ? minimumValueLabelView : nil }
    /// The upper bound's label, or `nil` when the gauge has none.
    public var maximumValueLabel: MaximumValueLabel? { hasBoundsLabels ? maximumValueLabelView : nil }

    let currentValueLabelView: CurrentValueLabel
    let minimumValueLabelView: MinimumValueLabel
    let maximumValueLabelView: MaximumValueLabel
    let hasCurrentValueLabel: Bool
    let hasBoundsLabels: Bool
}

/// The default style: on iOS, a linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The default gauge style.
    public init() {}
    /// The gauge: the label above a bar filled up to the value, the bounds' labels beside it, the current value's label below.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration, marker: false) }
}

/// A bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The linear capacity gauge style.
    public init() {}
    /// The gauge: the label above a bar filled up to the value, the bounds' labels beside it, the current value's label below.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration, marker: false) }
}

/// A bar with a marker at the value: `━━━━●─────`.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The accessory linear gauge style.
    public init() {}
    /// The gauge: the label above a bar with a marker `●` at the value, the bounds' labels beside it, the current value's label below.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration, marker: true) }
}

/// A bar filled up to the value, as `LinearCapacityGaugeStyle` is.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The accessory linear capacity gauge style.
    public init() {}
    /// The gauge: drawn as `LinearCapacityGaugeStyle` draws it.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration, marker: false) }
}

/// An open ring with a marker on iOS; drawn here as the linear capacity bar, as a
/// terminal cell cannot draw a small ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The accessory circular gauge style.
    public init() {}
    /// The gauge: drawn as `LinearCapacityGaugeStyle` draws it, not as a ring.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration, marker: false) }
}

/// A ring filled up to the value on iOS; drawn here as the linear capacity bar, as a
/// terminal cell cannot draw a small ring.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// The accessory circular capacity gauge style.
    public init() {}
    /// The gauge: drawn as `LinearCapacityGaugeStyle` draws it, not as a ring.
    public func makeBody(configuration: Configuration) -> some View { GaugeBar(configuration: configuration, marker: false) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring on iOS; drawn as the linear capacity bar (a terminal cell cannot draw a small ring).
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled up to the value on iOS; drawn as the linear capacity bar (a terminal cell cannot draw a small ring).
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Sets the style of the gauges inside this view: `.gaugeStyle(.accessoryLinear)`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style)
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue: any GaugeStyle = DefaultGaugeStyle()
}

extension EnvironmentValues {
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension GaugeStyle {
    func makeNodes(_ configuration: GaugeStyleConfiguration, inputs: _ViewInputs) -> [ViewNode] {
        makeStyleNodes(self, inputs: inputs) { $0.makeBody(configuration: configuration) }
    }
}

extension GaugeBar: ImplementationDetail {}
