import SwiftUI

// Project: colour match. Milestone 1: the app and two swatches.
//
// This is the app as Xcode's template starts it: the `@main` app, whose one scene is a window
// showing ContentView. The player will mix a colour with three sliders to match a target.
// For now, make ContentView show two swatches side by side: the target colour, `targets[0]`,
// captioned "Target", and the player's colour, grey (128 on each channel), captioned "Yours".
// Each swatch is a colour 64 points tall with its caption under it (see the README).
// Also give the app `@Environment(\.scenePhase)` and an `.onChange(of:)` on its window group
// that prints when the app becomes active, as the lesson step shows.
//
// Keep `ColourMatchApp`, `RGB`, `targets` and `ContentView()` as they are named here: the checker
// uses them. Check your work with `learn check cm-swatches`; `learn hint cm-swatches` gives
// one hint at a time.

@main
struct ColourMatchApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// A colour as three channels, each from 0 to 255.
struct RGB: Equatable {
    var red: Double
    var green: Double
    var blue: Double
}

/// The colours to match, one a round, in this order.
let targets = [
    RGB(red: 204, green: 85, blue: 0),
    RGB(red: 46, green: 139, blue: 87),
    RGB(red: 106, green: 90, blue: 205),
]

struct ContentView: View {
    var body: some View {
        Text("Colour match")
    }
}
