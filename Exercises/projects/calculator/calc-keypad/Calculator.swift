import SwiftUI

// Project: calculator. Milestone 1: the keypad.
//
// This is the app as Xcode's template starts it: the `@main` app, whose window shows
// ContentView. Make ContentView a calculator's display and keypad: the display shows "0" at the
// start, and the digit keys, laid out in a Grid (7 8 9, 4 5 6, 1 2 3, then 0 and "."), type
// into it. See the README for the layout.
//
// Keep `CalculatorApp` and `ContentView()` as they are named here, and the keys' titles: the
// checker taps them. Check your work with `learn check calc-keypad`; `learn hint calc-keypad`
// gives one hint at a time.

@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("0")
            Button("7") {
                // type a 7
            }
        }
    }
}
