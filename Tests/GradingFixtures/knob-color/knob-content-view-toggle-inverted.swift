// MUST FAIL (ContentView scenarios): the knob is correct, but ContentView colours it while "Default Color" is on and gives it its default colour when the toggle is off.
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

enum KnobFill {
    case automatic
    case custom(Color)
}

private struct KnobFillKey: EnvironmentKey {
    static let defaultValue = KnobFill.automatic
}

private struct PointerSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0.1
}

extension EnvironmentValues {
    var knobFill: KnobFill {
        get { self[KnobFillKey.self] }
        set { self[KnobFillKey.self] = newValue }
    }

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
        environment(\.knobFill, color.map { KnobFill.custom($0) } ?? .automatic)
    }
}

struct Knob: View {
    @Binding var value: Double
    let pointerSize: CGFloat?
    @Environment(\.knobPointerSize) var sizeFromEnvironment
    @Environment(\.knobFill) var fill
    @Environment(\.colorScheme) var colorScheme

    init(value: Binding<Double>, pointerSize: CGFloat? = nil) {
        self._value = value
        self.pointerSize = pointerSize
    }

    var color: Color {
        switch fill {
        case .custom(let color): return color
        case .automatic: return colorScheme == .dark ? .white : .black
        }
    }

    var body: some View {
        KnobShape(pointerSize: pointerSize ?? sizeFromEnvironment)
            .foregroundColor(color)
            .rotationEffect(Angle(degrees: 330 * value))
    }
}

// Step 3 with the toggle's meaning inverted.
struct ContentView: View {
    @State var value: Double = 0.5
    @State var useDefaultColor = true
    @State var hue: Double = 0

    var body: some View {
        VStack {
            Knob(value: $value)
                .frame(width: 100, height: 100)
                .knobColor(useDefaultColor ? Color(hue: hue, saturation: 1, brightness: 1) : nil)
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
