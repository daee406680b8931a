// MUST PASS: builds the picker's binding by hand from a getter and a setter, and clamps with max: written differently, it draws and behaves the same.
import SwiftUI

struct SugarPicker: View {
    var lumps: Binding<Int>

    var body: some View {
        HStack(spacing: 16) {
            Button("Less") { lumps.wrappedValue = max(lumps.wrappedValue - 1, 0) }
            Text("\(lumps.wrappedValue) lumps")
            Button("More") { lumps.wrappedValue += 1 }
        }
    }
}

struct TeaOrder: View {
    @State private var sugar = 0

    var body: some View {
        let lumps = Binding(get: { sugar }, set: { sugar = $0 })
        VStack(spacing: 16) {
            SugarPicker(lumps: lumps)
            Text("Order: tea, sugar \(sugar)")
            Button("Start over") { sugar = 0 }
        }
    }
}
