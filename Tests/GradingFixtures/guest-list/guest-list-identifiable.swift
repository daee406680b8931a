// MUST PASS: keeps the guests as Identifiable structs with a number each and lets ForEach use their `id`, leaving out `id:`: written differently, it draws and behaves the same.
import SwiftUI

struct Guest: Identifiable {
    let id: Int
    let name: String
}

struct GuestRow: View {
    var name: String
    @State private var served = false

    var body: some View {
        Toggle(name, isOn: $served)
    }
}

struct GuestList: View {
    @State private var guests = [Guest(id: -3, name: "Ada"), Guest(id: -2, name: "Bo"), Guest(id: -1, name: "Cy")]
    @State private var newcomers = 0

    var body: some View {
        VStack(spacing: 0) {
            ForEach(guests) { guest in
                GuestRow(name: guest.name)
            }
            HStack(spacing: 16) {
                Button("Newcomer") {
                    newcomers += 1
                    guests.insert(Guest(id: newcomers, name: "Guest \(newcomers)"), at: 0)
                }
                Button("Last to first") {
                    if let last = guests.popLast() {
                        guests.insert(last, at: 0)
                    }
                }
            }
        }
        .frame(width: 240)
    }
}
