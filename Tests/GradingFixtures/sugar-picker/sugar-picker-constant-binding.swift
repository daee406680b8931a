// MUST FAIL (every scenario that ends with sugar in the order): gives the picker a binding, but a constant one, `.constant(lumps)`, which ignores every write, so neither text ever leaves 0.
import SwiftUI

struct SugarPicker: View {
    @Binding var lumps: Int

    var body: some View {
        HStack(spacing: 16) {
            Button("Less") {
                if lumps > 0 { lumps -= 1 }
            }
            Text("\(lumps) lumps")
            Button("More") { lumps += 1 }
        }
    }
}

struct TeaOrder: View {
    @State private var lumps = 0

    var body: some View {
        VStack(spacing: 16) {
            SugarPicker(lumps: .constant(lumps))
            Text("Order: tea, sugar \(lumps)")
            Button("Start over") { lumps = 0 }
        }
    }
}
