// MUST FAIL (starting over; starting over, then one more): the picker keeps its own @State and reports each change to the order through a callback, so the order line follows, but "Start over" cannot reach the picker's copy.
import SwiftUI

struct SugarPicker: View {
    @State var lumps: Int
    var changed: (Int) -> Void

    var body: some View {
        HStack(spacing: 16) {
            Button("Less") {
                if lumps > 0 { lumps -= 1 }
                changed(lumps)
            }
            Text("\(lumps) lumps")
            Button("More") {
                lumps += 1
                changed(lumps)
            }
        }
    }
}

struct TeaOrder: View {
    @State private var lumps = 0

    var body: some View {
        VStack(spacing: 16) {
            SugarPicker(lumps: lumps) { lumps = $0 }
            Text("Order: tea, sugar \(lumps)")
            Button("Start over") { lumps = 0 }
        }
    }
}
