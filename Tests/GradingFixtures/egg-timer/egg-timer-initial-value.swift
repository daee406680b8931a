// MUST FAIL (a soft egg; a hard egg after a tick; hard again after ticks; ticking down to done; done, then a hard egg): the starter as given: the timer copies the preset into its own @State once, and ignores every later preset.
import SwiftUI
/// Counts down the minutes it is given, one "Tick" at a time, and says "Done" at 0.
struct EggTimer: View {
    @State private var minutes: Int

    init(preset: Int) {
        _minutes = State(initialValue: preset)
    }

    var body: some View {
        HStack(spacing: 16) {
            Text(minutes == 0 ? "Done" : "\(minutes) min left")
            Button("Tick") {
                if minutes > 0 {
                    minutes -= 1
                }
            }
        }
    }
}

struct Stove: View {
    @State private var minutes = 6

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Soft") { minutes = 4 }
                Button("Hard") { minutes = 8 }
            }
            EggTimer(preset: minutes)
        }
    }
}
