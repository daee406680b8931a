import Foundation

/// A control that picks a value from a range by dragging a knob along a track.
///
/// Like iOS's, it takes the proposed width and is one line tall; the terminal draws the track as
/// `━━━━●─────`, the part below the value in the tint. The label is not drawn (iOS does
/// not draw it either) but names the slider: `host.setValue(0.5, for: "Hue")`. Value labels, when
/// given, sit on either side of the track.
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 5) { Text("Volume") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label,
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        // The value as a Double, still compared by its source, so an equal slider is not run again.
        self.value = Binding(source: value.source, snapshot: value.snapshot.map(Double.init)) {
            Double(value.wrappedValue)
        } set: {
            value.wrappedValue = V($0)
        }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map(Double.init)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        // Reading the value here makes this body run again when it changes.
        let fraction = bounds.fraction(of: value.wrappedValue)
        HStack {
            minimumValueLabel
            Track(behavior: SliderTrack(fraction: fraction))
            maximumValueLabel
        }
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let behavior = SliderBehavior(value: view.value, bounds: view.bounds, step: view.step, onEditingChanged: view.onEditingChanged)
        return makeControl(view, behavior: behavior, hiddenLabel: view.label, inputs: inputs)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0...1 by default) that moves continuously.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` that moves in steps of `step` from the lower bound.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider named by `label`, which is not drawn.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider whose value moves by `step` within `bounds`, named by `label`, which is not drawn.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with views at the ends of its track, such as the range's bounds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider whose value moves by `step` within `bounds`, with views at the ends of its track.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// The track of a slider: done cells `━` in the tint, the knob `●` at the cell nearest
/// the value's position, the rest `─` in gray.
struct SliderTrack: TrackBehavior {
    let fraction: Double

    var traceLabel: String { "Slider track" }

    func runs(cells: Int) -> [Glyph.Run] {
        guard cells > 0 else { return [] }
        let knob = Int((fraction * Double(cells - 1)).rounded())
        return [
            Glyph.Run(text: String(repeating: "━", count: knob), color: TintShapeStyle()),
            Glyph.Run(text: "●", color: nil),
            Glyph.Run(text: String(repeating: "─", count: cells - 1 - knob), color: Color.gray),
        ]
    }
}
