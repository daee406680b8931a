// MUST FAIL (the row writes the parent's value; all three rows in the app; right to left): the row copies the value into a @State of its own, so its slider and number move but the parent's value, and so the bench's text and the "Yours" swatch, stay as they were.
import SwiftUI

@main
struct ColourMatchApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .active {
                print("Colour match is on screen.")
            }
        }
    }
}

/// A colour as three channels, each from 0 to 255.
struct RGB: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    /// `Color(red:green:blue:)` takes each channel from 0 to 1.
    var color: Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255)
    }
}

/// The colours to match, one a round, in this order.
let targets = [
    RGB(red: 204, green: 85, blue: 0),
    RGB(red: 46, green: 139, blue: 87),
    RGB(red: 106, green: 90, blue: 205),
]

/// A colour filling the width it is offered, 64 points tall, with its caption under it.
struct SwatchView: View {
    let colour: RGB
    let caption: String

    var body: some View {
        VStack {
            colour.color
                .frame(height: 64)
            Text(caption)
        }
    }
}

/// One channel's row, which copies the value it is given into a state of its own.
struct ColourSlider: View {
    @State private var current: Double
    let name: String
    let tint: Color

    init(value: Binding<Double>, name: String, tint: Color) {
        _current = State(initialValue: value.wrappedValue)
        self.name = name
        self.tint = tint
    }

    var body: some View {
        HStack {
            Text(name)
                .frame(width: 48, alignment: .leading)
            Slider(value: $current, in: 0...255, step: 1) {
                Text(name)
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("255")
            }
            .tint(tint)
            Text("\(Int(current))")
                .frame(width: 32, alignment: .trailing)
        }
    }
}

struct ContentView: View {
    @State private var red = 128.0
    @State private var green = 128.0
    @State private var blue = 128.0

    private let target = targets[0]
    private var guess: RGB { RGB(red: red, green: green, blue: blue) }

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                SwatchView(colour: target, caption: "Target")
                SwatchView(colour: guess, caption: "Yours")
            }
            ColourSlider(value: $red, name: "Red", tint: .red)
            ColourSlider(value: $green, name: "Green", tint: .green)
            ColourSlider(value: $blue, name: "Blue", tint: .blue)
        }
        .padding()
    }
}
