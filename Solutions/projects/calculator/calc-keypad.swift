import SwiftUI

// Reference for calculator, milestone 1: the keypad.
//
// The display is one string of state, which the digit keys extend. The keys sit in a Grid: each
// GridRow is a row, its views are the cells, and a column is as wide as its widest cell; the 0
// key spans two columns with `gridCellColumns(2)`. Until the first digit is typed the display
// shows "0", which the first digit replaces; a second decimal point is ignored.

@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
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
