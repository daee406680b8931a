import SwiftUI

// Reference solution for the kettle (chapter 2, after step 2).
//
// The boiling line is one optional text. While the water stays at or above 100°, the text is
// there in the old tree and in the new one, so SwiftUI keeps it and only changes its string, and
// `onAppear` does not run again. The starter's two texts, one for each `if`, were two places in
// the tree: going from 100° to 110° emptied one and filled the other, and the new text appeared.

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
            if degrees >= 100 {
                Text(degrees >= 110 ? "Boiling hard" : "Boiling")
                    .onAppear { boils += 1 }
            }
        }
    }
}
