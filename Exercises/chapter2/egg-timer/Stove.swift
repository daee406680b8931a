import SwiftUI

// Exercise: an egg timer (chapter 2, after step 10).
//
// The stove starts a timer at 6 minutes. "Soft" should set it to 4 minutes and "Hard" to 8, and
// the timer's "Tick" takes one minute off, down to "Done". In the starter, "Tick" works, but
// "Soft" and "Hard" do nothing the timer can see: the timer copies the stove's minutes into a
// @State of its own, once.
//
// Make the presets reach the timer at any time, before and after ticks. Keep `Stove()` (no
// arguments), the buttons "Soft", "Hard" and "Tick" and the texts: the checker drives the stove
// through them. Check your work with `learn check egg-timer`; `learn hint egg-timer` gives one
// hint at a time. Keep this file to declarations (no top-level statements).

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
