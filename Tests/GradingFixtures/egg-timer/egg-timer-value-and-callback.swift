// MUST PASS: the stove owns the minutes and gives the timer the number and a closure to call on each tick, as the dimmer did at the start of step 7: written differently, it draws and behaves the same.
import SwiftUI

struct EggTimer: View {
    let minutes: Int
    let tick: () -> Void

    var body: some View {
        HStack(spacing: 16) {
            if minutes == 0 {
                Text("Done")
            } else {
                Text("\(minutes) min left")
            }
            Button("Tick", action: tick)
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
            EggTimer(minutes: minutes) {
                minutes = max(0, minutes - 1)
            }
        }
    }
}
