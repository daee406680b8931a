// MUST FAIL (dark scenarios with a colour): the knob checks the colour scheme first, so in the dark appearance it is always white and a colour set with knobColor(_:) only shows in the light appearance.
import SwiftUI

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

    func knobColor(_ color: Color?) -> some View {
        environment(\.knobColor, color)
    }
}

struct Knob: View {
    @Binding var value: Double
    var pointerSize: CGFloat?
    @Environment(\.knobPointerSize) var environmentPointerSize
    @Environment(\.knobColor) var environmentColor
    @Environment(\.colorScheme) var colorScheme

    init(value: Binding<Double>, pointerSize: CGFloat? = nil) {
        _value = value
        self.pointerSize = pointerSize
    }

    var body: some View {
        KnobShape(pointerSize: pointerSize ?? environmentPointerSize)
            .fill(colorScheme == .dark ? Color.white : (environmentColor ?? Color.black))
            .rotationEffect(Angle(degrees: value * 330))
    }
}

// Step 3, as the instructions ask.
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
