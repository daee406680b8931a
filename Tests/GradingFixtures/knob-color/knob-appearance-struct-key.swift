// MUST PASS: a correct knob whose pointer size and colour share one environment key holding a struct; both modifiers change their own field with transformEnvironment, and knobColor(nil) writes nil into the field, so the default comes back.
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

struct KnobAppearance {
    var pointerSize: CGFloat = 0.1
    var color: Color? = nil
}

struct KnobAppearanceKey: EnvironmentKey {
    static var defaultValue: KnobAppearance { KnobAppearance() }
}

extension EnvironmentValues {
    var knobAppearance: KnobAppearance {
        get { self[KnobAppearanceKey.self] }
        set { self[KnobAppearanceKey.self] = newValue }
    }
}

extension View {
    func knobPointerSize(_ size: CGFloat) -> some View {
        transformEnvironment(\.knobAppearance) { $0.pointerSize = size }
    }

    func knobColor(_ color: Color?) -> some View {
        transformEnvironment(\.knobAppearance) { appearance in appearance.color = color }
    }
}

struct Knob: View {
    @Binding var value: Double
    var pointerSize: CGFloat? = nil
    @Environment(\.knobAppearance) var appearance
    @Environment(\.colorScheme) var scheme

    var body: some View {
        KnobShape(pointerSize: pointerSize ?? appearance.pointerSize)
            .fill(appearance.color ?? (scheme == .light ? Color.black : Color.white))
            .rotationEffect(.degrees(value * 330))
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
