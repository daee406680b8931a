import SwiftUI

// Reference solution for the reading-room exercise (chapter 2, step 11).
//
// With the Observation framework (`@Observable`), SwiftUI records which properties each body
// reads and runs a body again only when one of those changes: the lamp's switch reads
// `lampOn` alone, the visitor count `visitors` alone, and the room reads neither, so each tap
// runs one body. The view that makes the object keeps it in `@State`; the views handed it need
// no wrapper. (An ObservableObject has one `objectWillChange` for all its properties, so every
// observer runs whichever one changed.)

@Observable final class Hall {
    var visitors = 0
    var lampOn = false
}

struct ReadingRoom: View {
    @State private var hall = Hall()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VisitorCount(hall: hall)
            LampSwitch(hall: hall)
        }
    }
}

struct VisitorCount: View {
    var hall: Hall

    var body: some View {
        HStack(spacing: 8) {
            Text("Visitors: \(hall.visitors)")
            Button("Welcome") { hall.visitors += 1 }
        }
    }
}

struct LampSwitch: View {
    var hall: Hall

    var body: some View {
        Button(hall.lampOn ? "Lamp: on" : "Lamp: off") { hall.lampOn.toggle() }
    }
}
