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
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
                                 minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel) {
        fraction = (Double(bounds.lowerBound)...Double(bounds.upperBound)).fraction(of: Double(value))
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            label
            HStack {
                minimumValueLabel.foregroundStyle(Color.secondary)
                if style is AccessoryLinearGaugeStyle {
                    Track(behavior: SliderTrack(fraction: fraction))
                } else {
                    Track(behavior: ProgressBar(fraction: fraction))
                }
                maximumValueLabel.foregroundStyle(Color.secondary)
            }
            currentValueLabel.foregroundStyle(Color.secondary)
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

/// How gauges look; `gaugeStyle(_:)` sets it for the gauges inside a view.
///
/// The terminal draws every style as a bar (see `Gauge`); `.accessoryLinear` draws the value as
/// a marker `●` on the bar, as iOS's does. The circular styles are drawn as the linear one: a
/// terminal cell cannot draw a small ring.
public protocol GaugeStyle {}

/// The default style: on iOS, a linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
}

/// A bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

/// A bar with a marker at the value: `━━━━●─────`.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
}

/// A bar filled up to the value, as `LinearCapacityGaugeStyle` is.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

/// An open ring with a marker on iOS; drawn here as the linear capacity bar, as a
/// terminal cell cannot draw a small ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
}

/// A ring filled up to the value on iOS; drawn here as the linear capacity bar, as a
/// terminal cell cannot draw a small ring.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
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
    /// An open ring on iOS; drawn as the linear capacity bar (a terminal cell cannot draw a small ring).
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
