// Run it with `learn run --live Examples/LiveCounter.swift`: Tab moves between the controls,
// Enter or Space uses them, the arrows move the slider, q leaves.
import SwiftUI

struct LiveCounter: View {
    @State private var count = 0
    @State private var loud = false
    @State private var volume = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(loud ? "COUNT: \(count)!" : "Count: \(count)")
            Button("Increment") { count += 1 }
            Toggle("Loud", isOn: $loud)
            Slider(value: $volume, in: 0...1, step: 0.1)
            Text("Volume \(volume, specifier: "%.1f")")
        }
        .frame(width: 320)
    }
}

preview(LiveCounter())
