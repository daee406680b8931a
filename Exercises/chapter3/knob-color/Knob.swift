import SwiftUI

// Exercise: a configurable knob colour (chapter 3).
//
// This is the knob from chapter 3. Its pointer size can already be set through the
// environment with `knobPointerSize(_:)`. Make its colour configurable the same way:
//
//   1. Add an environment key for an optional Color (nil by default) and a `knobColor`
//      property on EnvironmentValues, and make `knobColor(_:)` below set it.
//   2. In Knob, read that colour with @Environment and, when it is not nil, fill the knob
//      with it instead of the colour scheme's default.
//   3. Finish ContentView at the bottom: a slider for the hue and a toggle for the default colour
//      (the README says exactly how; the checker uses its toggle and slider).
//
// Keep the names and signatures of Knob's initializer, knobPointerSize(_:), knobColor(_:) and
// ContentView(): the checker builds its scenarios with them. Check your work with `learn check knob-color`;
// `learn hint knob-color` gives one hint at a time. Keep this file to declarations (no
// top-level statements).

/// The knob's outline, drawn in whatever square it is given: a disc, inset by the pointer's
/// length, and the pointer, a small rectangle at the top. Sizes are fractions of the square.
struct KnobShape: Shape {
    var pointerSize: CGFloat = 0.1
    var pointerWidth: CGFloat = 0.1

    func path(in rect: CGRect) -> Path {
        let pointerLength = rect.height * pointerSize
        let pointerThickness = rect.width * pointerWidth
        var path = Path()
        path.addEllipse(in: rect.insetBy(dx: pointerLength, dy: pointerLength))
        path.addRect(CGRect(x: rect.midX - pointerThickness / 2, y: rect.minY,
                            width: pointerThickness, height: pointerLength + 2))
        return path
    }
}

private struct PointerSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0.1
}

extension EnvironmentValues {
    var knobPointerSize: CGFloat {
        get { self[PointerSizeKey.self] }
        set { self[PointerSizeKey.self] = newValue }
    }
}

extension View {
    func knobPointerSize(_ size: CGFloat) -> some View {
        environment(\.knobPointerSize, size)
    }

    /// Sets the colour of every knob in this view; nil gives them their default colour again.
    func knobColor(_ color: Color?) -> some View {
        // Step 1: for now this changes nothing.
        self
    }
}

struct Knob: View {
    @Binding var value: Double // from 0 to 1
    var pointerSize: CGFloat?
    @Environment(\.knobPointerSize) var environmentPointerSize
    @Environment(\.colorScheme) var colorScheme

    init(value: Binding<Double>, pointerSize: CGFloat? = nil) {
        _value = value
        self.pointerSize = pointerSize
    }

    var body: some View {
        KnobShape(pointerSize: pointerSize ?? environmentPointerSize)
            // Step 2: use the colour from the environment when there is one.
            .fill(colorScheme == .dark ? Color.white : Color.black)
            .rotationEffect(Angle(degrees: value * 330))
    }
}

// Step 3: below the "Value" row, add a row with Text("Color") and a slider that picks the hue of
// the knob's colour, Color(hue: hue, saturation: 1, brightness: 1), marked
// .accessibilityIdentifier("hue"); then Toggle("Default Color", isOn: …), on at first, that
// gives the knob its default colour instead.
struct ContentView: View {
    @State var value: Double = 0.5

    var body: some View {
        VStack {
            Knob(value: $value)
                .frame(width: 100, height: 100)
            HStack {
                Text("Value")
                Slider(value: $value, in: 0...1)
            }
        }
    }
}
