// MUST PASS: no Observation at all: each view owns an ObservableObject of its own with @StateObject, so a change to one object runs only the body of the view that owns it, and the room has nothing to observe.
import SwiftUI

final class Visitors: ObservableObject {
    @Published var count = 0
}

final class Lamp: ObservableObject {
    @Published var isOn = false
}

struct ReadingRoom: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VisitorCount()
            LampSwitch()
        }
    }
}

struct VisitorCount: View {
    @StateObject private var visitors = Visitors()

    var body: some View {
        HStack(spacing: 8) {
            Text("Visitors: \(visitors.count)")
            Button("Welcome") { visitors.count += 1 }
        }
    }
}

struct LampSwitch: View {
    @StateObject private var lamp = Lamp()

    var body: some View {
        Button(lamp.isOn ? "Lamp: on" : "Lamp: off") { lamp.isOn.toggle() }
    }
}
