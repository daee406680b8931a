import Foundation

/// A view that shows progress: a spinner while the amount is unknown, a bar when it is known.
///
/// The spinner is drawn as `◌` in a square of two cells (16×16 points, where iOS's is 20×20),
/// with the label below it in gray. The bar, like iOS's, takes the proposed width; it is one line
/// tall (iOS's is 4 points) and drawn as `━━━━╾─────` to the nearest half cell, the label above it
/// and the current value's label below it in gray. The labels are on the lines right next to the
/// spinner or the bar, with no spacing (iOS leaves a few points), so that none falls between lines.
/// `progressViewStyle(_:)` chooses the style; see `ProgressViewStyle`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    /// How much is done, from 0 to 1, or `nil` when that is not known.
    let fractionCompleted: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// For `ProgressView(timerInterval:…)`: the interval and whether the bar empties.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label, currentValueLabel: CurrentValueLabel) {
        fractionCompleted = value.map { value in
            let fraction = total > 0 ? Double(value / total) : 0
            if !(0...1).contains(fraction) {
                RuntimeWarning.report("ProgressView initialized with an out-of-bounds progress value. The value will be clamped to the range of `0...total`.")
            }
            return min(1, max(0, fraction))
        }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    init(fractionCompleted: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        if let timer = view.timer {
            return _ViewOutputs(nodes: makeNodes(of: TimerProgress(view: view, interval: timer.interval, countsDown: timer.countsDown),
                                                 inputs: inputs))
        }
        let (label, currentValueLabel) = (view.label, view.currentValueLabel)
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: view.fractionCompleted,
            labelView: ProgressViewStyleConfiguration.Label(content: StyledNodes(label)),
            currentValueLabelView: ProgressViewStyleConfiguration.CurrentValueLabel(content: StyledNodes(currentValueLabel)),
            hasLabel: !(label is EmptyView),
            hasCurrentValueLabel: !(currentValueLabel is EmptyView)
        )
        return _ViewOutputs(nodes: inputs.environment.progressViewStyle.makeNodes(configuration, inputs: inputs))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner, for progress of unknown amount.
    public init() where Label == EmptyView {
        self.init(value: nil as Double?, total: 1, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A spinner with a label below it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil as Double?, total: 1, label: label(), currentValueLabel: EmptyView())
    }

    /// A spinner with the localized title `titleKey` below it.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(label: { Text(titleKey) })
    }

    /// A spinner with the string `title` (not localized) below it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(label: { Text(title) })
    }

    /// A bar showing `value` out of `total`; a spinner when `value` is `nil`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value, total: total, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A bar showing `value` out of `total` with a label above it; a spinner when `value` is `nil`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: EmptyView())
    }

    /// A bar showing `value` out of `total` titled `titleKey`; a spinner when `value` is `nil`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A bar showing `value` out of `total` titled with the string `title` (not localized); a
    /// spinner when `value` is `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: EmptyView())
    }
}

extension ProgressView {
    /// A bar with a label above it and the current value's label below it.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }
}

/// A progress bar's track: done cells `━` in the tint, a half-done cell `╾`, the rest `─`
/// in gray.
struct ProgressBar: TrackBehavior {
    let fraction: Double

    var traceLabel: String { "Progress bar" }

    func runs(cells: Int) -> [Glyph.Run] {
        let halves = Int((fraction * Double(2 * cells)).rounded())
        return [
            Glyph.Run(text: String(repeating: "━", count: halves / 2) + (halves % 2 == 1 ? "╾" : ""), color: TintShapeStyle()),
            Glyph.Run(text: String(repeating: "─", count: cells - (halves + 1) / 2), color: Color.gray),
        ]
    }
}
