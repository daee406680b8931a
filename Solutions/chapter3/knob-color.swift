import SwiftUI

// Reference solution for the configurable knob colour exercise (chapter 3).
//
// The colour travels through the environment, like the pointer size: an optional colour under
// its own key, nil by default. The knob reads it and uses it when it is set; when it is nil
// (never set, or set back to nil further down the tree) the knob falls back to the colour
// scheme's default, black in light appearance and white in dark.

/// The knob's outline in a square of any size: a disc inset by the pointer's length, and a small
/// rectangle at the top that sticks into the disc. Sizes are fractions of the rectangle.
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

// The pointer size, as chapter 3 builds it.
private struct PointerSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0.1
}

// Step 1: an optional colour in the environment, nil unless someone sets it.
private struct ColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    var knobPointerSize: CGFloat {
        get { self[PointerSizeKey.self] }
        set { self[PointerSizeKey.self] = newValue }
    }

    var knobColor: Color? {
        get { self[ColorKey.self] }
        set { self[ColorKey.self] = newValue }
    }
}

extension View {
    func knobPointerSize(_ size: CGFloat) -> some View {
        environment(\.knobPointerSize, size)
    }

    /// Sets the colour of every knob in this view; nil gives them their default colour again.
    func knobColor(_ color: Color?) -> some View {
        environment(\.knobColor, color)
    }
}

struct Knob: View {
    @Binding var value: Double // from 0 to 1
    var pointerSize: CGFloat?
    @Environment(\.knobPointerSize) var environmentPointerSize
    @Environment(\.colorScheme) var colorScheme
    // Step 2: the knob reads the colour.
    @Environment(\.knobColor) var environmentColor

    init(value: Binding<Double>, pointerSize: CGFloat? = nil) {
        _value = value
        self.pointerSize = pointerSize
    }

    private var fillColor: Color {
        if let environmentColor { return environmentColor }
        return colorScheme == .dark ? Color.white : Color.black
    }

    var body: some View {
        KnobShape(pointerSize: pointerSize ?? environmentPointerSize)
            .fill(fillColor)
            .rotationEffect(Angle(degrees: value * 330))
    }
}

// Step 3: a knob whose colour comes from a hue slider, unless the toggle asks for the default.
struct ContentView: View {
    @State var value: Double = 0.5
    @State var useDefaultColor = true
    @State var hue: Double = 0

    var body: some View {
        VStack {
            Knob(value: $value)
                .frame(width: 100, height: 100)
                .knobColor(useDefaultColor ? nil : Color(hue: hue, saturation: 1, brightness: 1))
            HStack {
                Text("Value")
                Slider(value: $value, in: 0...1)
            }
            HStack {
                Text("Color")
                Slider(value: $hue, in: 0...1)
                    .accessibilityIdentifier("hue")
            }
            Toggle("Default Color", isOn: $useDefaultColor)
        }
    }
}
