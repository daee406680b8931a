import SwiftUI

// Exercise: a kettle that counts its boils (chapter 2, after step 2).
//
// "Cooler" and "Warmer" change the water by 10 degrees. From 100° the kettle says "Boiling", and
// from 110° "Boiling hard". It also counts how often it came to the boil: each time the boiling
// line comes on screen, `onAppear` adds one. But warm it from 100° to 110° and the count goes up
// although the water never stopped boiling.
//
// Make the count go up only when the water comes to the boil from below 100°. Keep `Kettle()`
// (no arguments), the buttons "Cooler" and "Warmer" and the texts: the checker drives the kettle
// through them. Check your work with `learn check kettle-boils`; `learn hint kettle-boils` gives
// one hint at a time. Keep this file to declarations (no top-level statements).

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
