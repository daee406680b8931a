// MUST PASS: ColourSlider keeps a plain Binding<Double> set by an initializer of its own and reads it with wrappedValue, instead of a @Binding property. Written differently, it draws and behaves the same.
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

/// One channel's row, with an initializer of its own that stores the binding it is given.
struct ColourSlider: View {
    private var value: Binding<Double>
    private let name: String
    private let tint: Color

    init(value: Binding<Double>, name: String, tint: Color) {
        self.value = value
        self.name = name
        self.tint = tint
    }

    var body: some View {
        HStack {
            Text(name)
                .frame(width: 48, alignment: .leading)
            Slider(value: value, in: 0...255, step: 1) {
                Text(name)
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("255")
            }
            .tint(tint)
            Text(verbatim: "\(Int(value.wrappedValue))")
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
