// MUST FAIL (boiling harder; harder, then softer; hard, cool, and hard again): the starter as given: two optional texts, so each change between "Boiling" and "Boiling hard" empties one and fills the other, and the new one's `onAppear` counts a boil.
import SwiftUI

struct Kettle: View {
    @State private var degrees = 80
    @State private var boils = 0

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Cooler") { degrees -= 10 }
                Button("Warmer") { degrees += 10 }
            }
            Text("\(degrees)°, boils so far: \(boils)")
            if degrees >= 110 {
                Text("Boiling hard")
                    .onAppear { boils += 1 }
            }
            if degrees >= 100 && degrees < 110 {
                Text("Boiling")
                    .onAppear { boils += 1 }
            }
        }
    }
}
