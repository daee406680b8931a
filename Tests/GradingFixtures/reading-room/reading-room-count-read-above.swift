// MUST FAIL (welcoming a visitor runs only the count's body): the hall is @Observable, but the room reads `visitors` itself and hands the count down as a value, so a welcome runs the room's body too. The lamp's switch, which reads its own property, passes.
import SwiftUI

@Observable final class Hall {
    var visitors = 0
    var lampOn = false
}

struct ReadingRoom: View {
    @State private var hall = Hall()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VisitorCount(count: hall.visitors) { hall.visitors += 1 }
            LampSwitch(hall: hall)
        }
    }
}

struct VisitorCount: View {
    let count: Int
    let welcome: () -> Void

    var body: some View {
        HStack(spacing: 8) {
            Text("Visitors: \(count)")
            Button("Welcome", action: welcome)
        }
    }
}

struct LampSwitch: View {
    var hall: Hall

    var body: some View {
        Button(hall.lampOn ? "Lamp: on" : "Lamp: off") { hall.lampOn.toggle() }
    }
}
