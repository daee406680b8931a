// MUST FAIL (typing 1, 2, 3; zeros before a digit; dark appearance): every digit is added to the end of the display, so the starting "0" stays in front ("0123", "007").
import SwiftUI

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
        if key == "." {
            if !display.contains(".") { display += "." }
        } else {
            display += key
        }
    }
}
