// MUST PASS: keeps a name for the condition, but as a computed property worked out from the count, and resets with a separate function: written differently, it draws and behaves the same.
import SwiftUI

struct Doorbell: View {
    @State private var rings = 0

    private var hasRung: Bool { rings != 0 }

    private func startOver() {
        rings = 0
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Ring") { rings += 1 }
                Button("Start over", action: startOver)
            }
            if hasRung {
                Text("Rings today: \(rings)")
            }
        }
    }
}
