// MUST PASS: counts a boil in the "Warmer" action, at the tap that reaches exactly 100°, with no `onAppear` at all; as the water moves in steps of 10 from 80°, it draws and behaves the same.
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
                    if degrees == 100 {
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
