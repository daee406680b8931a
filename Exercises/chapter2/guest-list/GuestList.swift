import SwiftUI

// Exercise: a guest list (chapter 2, after step 8).
//
// Each guest has a switch that says whether they have been served. "Newcomer" seats a new guest
// at the top of the list, and "Last to first" moves the last guest to the top. Serve Bo, then
// tap either button: the switch that is on now belongs to someone else.
//
// Make every switch stay with its guest. Keep `GuestList()` (no arguments), the buttons
// "Newcomer" and "Last to first", and one toggle per guest labelled with the guest's name: the
// checker drives the list through them. Check your work with `learn check guest-list`;
// `learn hint guest-list` gives one hint at a time. Keep this file to declarations (no
// top-level statements).

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
