// MUST FAIL (boiling harder; harder, then softer; hard, cool, and hard again): counts in the "Warmer" action whenever the water is at 100° or more after the tap, so every step warmer while boiling counts another boil.
import SwiftUI

struct Kettle: View {
    @State private var degrees = 80
    @State private var boils = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Cooler") { degrees -= 10 }
                Button("Warmer") {
                    degrees += 10
                    if degrees >= 100 {
                        boils += 1
                    }
                }
            }
            Text("\(degrees)°, boils so far: \(boils)")
            if degrees >= 100 {
                Text(degrees >= 110 ? "Boiling hard" : "Boiling")
            }
        }
    }
}
