// MUST PASS: builds the three rows with one method that takes a Binding<Double>, and computes your colour in the body. Written differently, it draws and behaves the same.
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

struct ContentView: View {
    @State private var red = 128.0
    @State private var green = 128.0
    @State private var blue = 128.0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                SwatchView(colour: targets[0], caption: "Target")
                SwatchView(colour: RGB(red: red, green: green, blue: blue), caption: "Yours")
            }
            row("Red", value: $red, tint: .red)
            row("Green", value: $green, tint: .green)
            row("Blue", value: $blue, tint: .blue)
        }
        .padding()
    }

    private func row(_ name: String, value: Binding<Double>, tint: Color) -> some View {
        HStack {
            Text(name)
                .frame(width: 48, alignment: .leading)
            Slider(value: value, in: 0...255, step: 1, label: { Text(name) },
                   minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("255") })
                .tint(tint)
            Text(String(Int(value.wrappedValue)))
                .frame(width: 32, alignment: .trailing)
        }
    }
}
