// MUST PASS: makes the first three rows with ForEach over arrays of titles and types with a switch on the key and the display, without a typing flag. Written differently, it draws and behaves the same.
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
    @State private var shown = "0"

    var body: some View {
        VStack(spacing: 16) {
            Text(shown)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Grid(horizontalSpacing: 8, verticalSpacing: 16) {
                ForEach([["7", "8", "9"], ["4", "5", "6"], ["1", "2", "3"]], id: \.self) { row in
                    GridRow {
                        ForEach(row, id: \.self) { key in
                            Button(key) { press(key) }
                        }
                    }
                }
                GridRow {
                    Button("0") { press("0") }
                        .gridCellColumns(2)
                    Button(".") { press(".") }
                }
            }
        }
        .padding(16)
    }

    func press(_ key: String) {
        switch (key, shown) {
        case (".", _) where shown.contains("."):
            break
        case (".", _):
            shown += "."
        case (_, "0"):
            shown = key
        default:
            shown += key
        }
    }
}
