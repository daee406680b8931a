// MUST FAIL (hard again after ticks): keeps the timer's own state and restarts it with `.id(preset)` whenever the preset changes, so a second tap on the same preset changes no id and does not set the timer back.
import SwiftUI

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
    @State private var preset = 6

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Soft") { preset = 4 }
                Button("Hard") { preset = 8 }
            }
            EggTimer(preset: preset)
                .id(preset)
        }
    }
}
