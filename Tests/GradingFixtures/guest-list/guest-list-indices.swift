// MUST FAIL (a newcomer after serving Bo; moving the last guest to the top; serving two, then moving round; serving a newcomer, then more arrive; right to left): the starter as given: `names.indices` identifies the rows by position, so each switch stays at its place in the list while the guests move.
import SwiftUI
/// One guest, with a switch for whether they have been served: state of the row's own.
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
            ForEach(names.indices, id: \.self) { index in
                GuestRow(name: names[index])
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
