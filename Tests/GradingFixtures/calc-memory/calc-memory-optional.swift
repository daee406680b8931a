// MUST PASS: keeps the memory as an optional, nil when empty, and adds to it or takes away through one method. Written differently, it draws and behaves the same.
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
    if value == value.rounded() && abs(value) < 1e15 {
        return String(Int(value))
    }
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
    @State private var memory: Double?

    private var value: Double { Double(display) ?? 0 }

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                if let memory, memory != 0 {
                    Text("M")
                }
                Spacer()
                ViewThatFits(in: .horizontal) {
                    Text(display)
                    Text(String(format: "%.3e", value))
                }
                .accessibilityIdentifier("display")
            }
            Grid(horizontalSpacing: 8, verticalSpacing: 16) {
                GridRow {
                    Button("MC") { memory = nil }
                    Button("MR") { recall() }
                    Button("M+") { store(+value) }
                    Button("M−") { store(-value) }
                }
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

    private func store(_ amount: Double) {
        memory = (memory ?? 0) + amount
        typing = false
    }

    private func recall() {
        display = format(memory ?? 0)
        typing = false
    }

    private func clear() {
        display = "0"
        typing = false
        stored = nil
        pending = nil
    }
}
