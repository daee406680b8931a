import SwiftUI

// Project: calculator. Milestone 2: a style for the keys.
//
// The keys are bare digits. Give them the look of keys with a ButtonStyle of your own,
// `KeyStyle`: each key a grey block as wide as its grid cell and 32 points tall, with its label
// in the middle, darker while pressed. Set it once, on the Grid. See the README.
//
// Check your work with `learn check calc-key-style`; `learn hint calc-key-style` gives one hint at
// a time.

@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// The look of every key. Milestone 2: make a key of the label (see the README), then set
/// `.buttonStyle(KeyStyle())` on the Grid.
struct KeyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

struct ContentView: View {
    @State private var display = "0"
    @State private var typing = false

    var body: some View {
        VStack(spacing: 16) {
            Text(display)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Grid(horizontalSpacing: 8, verticalSpacing: 16) {
                GridRow {
                    digitKey("7"); digitKey("8"); digitKey("9")
                }
                GridRow {
                    digitKey("4"); digitKey("5"); digitKey("6")
                }
                GridRow {
                    digitKey("1"); digitKey("2"); digitKey("3")
                }
                GridRow {
                    digitKey("0")
                        .gridCellColumns(2)
                    digitKey(".")
                }
            }
        }
        .padding()
    }

    private func digitKey(_ key: String) -> some View {
        Button(key) { enter(key) }
    }

    private func enter(_ key: String) {
        if !typing {
            display = key == "." ? "0." : key
            typing = true
        } else if key == "." {
            if !display.contains(".") { display += "." }
        } else if display == "0" {
            display = key
        } else {
            display += key
        }
    }
}
