import SwiftUI

// Reference solution for the guest list (chapter 2, after step 8).
//
// Each row's "served" switch is the row's own @State, and state belongs to the row's identity.
// Inside a ForEach that identity is the id of the row's element. With the names as ids, a row
// keeps its name's state wherever the name moves, and a newcomer gets a row of its own, with a
// fresh switch. (The names are unique: every newcomer is numbered.)

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
            ForEach(names, id: \.self) { name in
                GuestRow(name: name)
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
