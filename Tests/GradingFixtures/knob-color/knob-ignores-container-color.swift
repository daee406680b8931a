// MUST FAIL: knobColor(_:) does not use the environment; it only works when called directly on a Knob (it rebuilds the knob with a stored colour), so a colour set on a container, or after the knob's frame, never reaches the knob.
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

    func knobColor(_ color: Color?) -> some View {
        if let knob = self as? Knob {
            var colored = knob
            colored.color = color
            return AnyView(colored)
        }
        return AnyView(self)
    }
}

struct Knob: View {
    @Binding var value: Double
    var pointerSize: CGFloat?
    var color: Color? = nil
    @Environment(\.knobPointerSize) var environmentPointerSize
    @Environment(\.colorScheme) var colorScheme

    init(value: Binding<Double>, pointerSize: CGFloat? = nil) {
        _value = value
        self.pointerSize = pointerSize
    }

    var body: some View {
        KnobShape(pointerSize: pointerSize ?? environmentPointerSize)
            .fill(color ?? (colorScheme == .dark ? Color.white : Color.black))
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
