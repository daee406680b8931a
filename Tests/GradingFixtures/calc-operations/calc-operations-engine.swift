// MUST PASS: keeps the arithmetic in a struct of its own with an enum of operations, held in one @State, and C makes a new engine. Written differently, it draws and behaves the same.
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

/// The arithmetic, apart from the view: what is stored, what is pending, and what the display
/// reads.
struct Engine {
    enum Op { case add, subtract, multiply, divide }

    var display = "0"
    var fresh = true
    var left: Double?
    var op: Op?

    var number: Double { Double(display) ?? 0 }

    mutating func digit(_ key: String) {
        if fresh {
            display = key == "." ? "0." : key
            fresh = false
        } else if key == "." {
            if !display.contains(".") { display.append(".") }
        } else {
            display = display == "0" ? key : display + key
        }
    }

    func run(_ op: Op, _ a: Double, _ b: Double) -> Double? {
        switch op {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return b == 0 ? nil : a / b
        }
    }

    mutating func finish() -> Double? {
        guard let op, let left else { return number }
        let result = run(op, left, number)
        display = result.map(format) ?? "Error"
        return result
    }

    mutating func press(_ next: Op) {
        if !fresh || left == nil {
            left = op == nil ? number : finish()
        }
        op = next
        fresh = true
    }

    mutating func equals() {
        guard op != nil else { return }
        _ = finish()
        op = nil
        left = nil
        fresh = true
    }
}

struct ContentView: View {
    @State private var engine = Engine()

    var body: some View {
        VStack(spacing: 16) {
            Text(engine.display)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Grid(horizontalSpacing: 8, verticalSpacing: 16) {
                GridRow {
                    Button("C") { engine = Engine() }
                        .gridCellColumns(3)
                    op("÷", .divide)
                }
                GridRow { key("7"); key("8"); key("9"); op("×", .multiply) }
                GridRow { key("4"); key("5"); key("6"); op("−", .subtract) }
                GridRow { key("1"); key("2"); key("3"); op("+", .add) }
                GridRow {
                    key("0")
                    key(".")
                    Button("=") { engine.equals() }
                        .gridCellColumns(2)
                }
            }
            .buttonStyle(KeyStyle())
        }
        .padding()
    }

    func key(_ title: String) -> some View {
        Button(title) { engine.digit(title) }
    }

    func op(_ title: String, _ op: Engine.Op) -> some View {
        Button(title) { engine.press(op) }
    }
}
