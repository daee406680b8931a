import SwiftUI

// Reference for colour-match, milestone 1: the app and two swatches.
//
// The app is what Xcode's template writes: an `App` whose one scene is a `WindowGroup` showing
// ContentView, and which watches its scene's phase. `Color(red:green:blue:)` takes each channel
// from 0 to 1, so a channel from 0 to 255 is divided by 255 first. A colour is a view that fills
// the space it is offered: the swatches share the row's width and get the 64 points of height
// their frame proposes.

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
