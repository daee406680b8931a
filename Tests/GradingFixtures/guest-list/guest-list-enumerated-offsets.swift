// MUST FAIL (a newcomer after serving Bo; moving the last guest to the top; serving two, then moving round; serving a newcomer, then more arrive; right to left): loops over `Array(names.enumerated())` with `id: \.offset`, which is the position again under another name, so the switches stay where they were while the names move.
import SwiftUI

struct GuestRow: View {
    var name: String
    @State private var served = false

    var body: some View {
        Toggle(name, isOn: $served)
    }
}

struct GuestList: View {
    @State private var names = ["Ada", "Bo", "Cy"]
    @State private var newcomers = 0

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(names.enumerated()), id: \.offset) { item in
                GuestRow(name: item.element)
            }
            HStack(spacing: 16) {
                Button("Newcomer") {
                    newcomers += 1
                    names.insert("Guest \(newcomers)", at: 0)
                }
                Button("Last to first") {
                    names.insert(names.removeLast(), at: 0)
                }
            }
        }
        .frame(width: 240)
    }
}
