// MUST FAIL (12 + 7 =; left to right: 2 + 3 × 4 =; 9 − 12 = goes below zero; C starts again): shows every result as Swift writes a Double, so whole results read "19.0" instead of "19".
import SwiftUI

@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// How the calculator writes a number: a whole number without a fraction ("19", not "19.0"),
/// anything else as Swift writes a Double ("3.5").
func format(_ value: Double) -> String {
    return String(value)
}

/// The look of every key: its label centred in a tinted block 32 points tall that takes the
/// width of its grid cell, darker while a finger is on it.
struct KeyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, minHeight: 32)
            .background(Color.gray.opacity(configuration.isPressed ? 0.6 : 0.3))
            .foregroundStyle(.primary)
    }
}

struct ContentView: View {
    @State private var display = "0"
    @State private var typing = false
    @State private var stored: Double?
    @State private var pending: String?

    private var value: Double { Double(display) ?? 0 }

    var body: some View {
        VStack(spacing: 16) {
            Text(display)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Grid(horizontalSpacing: 8, verticalSpacing: 16) {
                GridRow {
                    Button("C") { clear() }
                        .gridCellColumns(3)
                    Button("÷") { operate("÷") }
                }
                GridRow {
                    digitKey("7"); digitKey("8"); digitKey("9")
                    Button("×") { operate("×") }
                }
                GridRow {
                    digitKey("4"); digitKey("5"); digitKey("6")
                    Button("−") { operate("−") }
                }
                GridRow {
                    digitKey("1"); digitKey("2"); digitKey("3")
                    Button("+") { operate("+") }
                }
                GridRow {
                    digitKey("0")
                    digitKey(".")
                    Button("=") { equals() }
                        .gridCellColumns(2)
                }
            }
            .buttonStyle(KeyStyle())
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

    private func apply(_ operation: String, _ left: Double, _ right: Double) -> Double? {
        switch operation {
        case "+": return left + right
        case "−": return left - right
        case "×": return left * right
        default: return right == 0 ? nil : left / right
        }
    }

    private func show(_ result: Double?) {
        if let result {
            display = format(result)
        } else {
            display = "Error"
        }
    }

    private func operate(_ operation: String) {
        if typing, let pending, let stored {
            let result = apply(pending, stored, value)
            show(result)
            self.stored = result
        } else if typing || stored == nil {
            stored = value
        }
        pending = operation
        typing = false
    }

    private func equals() {
        guard let pending, let stored else { return }
        show(apply(pending, stored, value))
        self.pending = nil
        self.stored = nil
        typing = false
    }

    private func clear() {
        display = "0"
        typing = false
        stored = nil
        pending = nil
    }
}
