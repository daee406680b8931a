import SwiftUI

// Reference for colour-match, milestone 2: three sliders.
//
// Each channel of the guess is the content view's own @State, and each slider gets a binding to
// it (`$red`), so moving the slider writes the state and the new body shows the new colour. The
// range 0...255 with `step: 1` keeps the value a whole number: a slider with a step rounds what
// it is given to the nearest step. Its label names it (for VoiceOver, and for the checker, which
// finds a slider by its label); iOS draws the minimum and maximum labels at its two ends.

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
            HStack {
                Text("Red")
                    .frame(width: 48, alignment: .leading)
                Slider(value: $red, in: 0...255, step: 1) {
                    Text("Red")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("255")
                }
                .tint(.red)
                Text("\(Int(red))")
                    .frame(width: 32, alignment: .trailing)
            }
            HStack {
                Text("Green")
                    .frame(width: 48, alignment: .leading)
                Slider(value: $green, in: 0...255, step: 1) {
                    Text("Green")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("255")
                }
                .tint(.green)
                Text("\(Int(green))")
                    .frame(width: 32, alignment: .trailing)
            }
            HStack {
                Text("Blue")
                    .frame(width: 48, alignment: .leading)
                Slider(value: $blue, in: 0...255, step: 1) {
                    Text("Blue")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("255")
                }
                .tint(.blue)
                Text("\(Int(blue))")
                    .frame(width: 32, alignment: .trailing)
            }
        }
        .padding()
    }
}
