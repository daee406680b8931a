// MUST PASS: counts the cups poured and the cups drunk in two @State properties and shows the difference: written differently, it draws and behaves the same.
import SwiftUI

struct CupCounter: View {
    @State var poured = 0
    @State var drunk = 0

    private var onTable: Int { poured - drunk }

    var body: some View {
        VStack(spacing: 16) {
            Text("Cups: " + String(onTable))
            HStack(spacing: 16) {
                Button("Pour") { poured += 1 }
                Button("Drink") {
                    guard onTable > 0 else { return }
                    drunk += 1
                }
            }
        }
    }
}
