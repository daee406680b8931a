// MUST PASS: sets the style on each key instead of on the Grid, puts the background in a trailing closure and the foreground style before the frame. Written differently, it draws the same.
import SwiftUI

@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// The look of every key: its label centred in a tinted block 32 points tall that takes the
/// width of its grid cell, darker while a finger is on it.
struct KeyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let shade: Double = configuration.isPressed ? 0.6 : 0.3
        return configuration.label
            .foregroundStyle(.primary)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 32)
            .background {
                Color.gray
                    .opacity(shade)
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
            .buttonStyle(KeyStyle())
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
