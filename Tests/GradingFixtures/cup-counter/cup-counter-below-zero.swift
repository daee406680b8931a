// MUST FAIL (drinking when there is nothing to drink; drinking too much, then pouring): "Drink" always takes one away, so the count goes below zero.
import SwiftUI

struct CupCounter: View {
    @State private var cups = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Cups: \(cups)")
            HStack(spacing: 16) {
                Button("Pour") { cups += 1 }
                Button("Drink") { cups -= 1 }
            }
        }
    }
}
