// MUST FAIL (every scenario): passes the channels from 0 to 255 straight to Color(red:green:blue:), which takes them from 0 to 1, so every channel above 1 is full and both swatches come out the wrong colour.
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

    var color: Color {
        Color(red: red, green: green, blue: blue)
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
    private let target = targets[0]
    private let guess = RGB(red: 128, green: 128, blue: 128)

    var body: some View {
        HStack(spacing: 16) {
            SwatchView(colour: target, caption: "Target")
            SwatchView(colour: guess, caption: "Yours")
        }
        .padding()
    }
}
