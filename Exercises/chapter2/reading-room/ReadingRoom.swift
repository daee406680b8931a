import SwiftUI

// Exercise: a reading room that runs only the bodies a change concerns (chapter 2, after
// step 11, observable objects).
//
// The room's state is one ObservableObject. Every change to it, whichever property it is,
// runs the body of every view that observes the object. Fix it as the instructions
// (`learn exercises reading-room`) describe.
//
// Check your work with `learn check reading-room`; `learn hint reading-room` gives one hint at
// a time. Keep this file to declarations, and keep the names ReadingRoom, VisitorCount and
// LampSwitch: the checker watches their bodies.

final class Hall: ObservableObject {
    @Published var visitors = 0
    @Published var lampOn = false
}

struct ReadingRoom: View {
    @StateObject private var hall = Hall()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VisitorCount(hall: hall)
            LampSwitch(hall: hall)
        }
    }
}

struct VisitorCount: View {
    @ObservedObject var hall: Hall

    var body: some View {
        HStack(spacing: 8) {
            Text("Visitors: \(hall.visitors)")
            Button("Welcome") { hall.visitors += 1 }
        }
    }
}

struct LampSwitch: View {
    @ObservedObject var hall: Hall

    var body: some View {
        Button(hall.lampOn ? "Lamp: on" : "Lamp: off") { hall.lampOn.toggle() }
    }
}
