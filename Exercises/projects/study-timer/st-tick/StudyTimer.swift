import SwiftUI

// Project: Study timer (milestone 2 of 5, a clock that ticks).
//
// The screen follows the model: Start and Stop change what it shows. The clock itself still
// stands at 0:00.
//
// Check your work with `learn check st-tick`; `learn hint st-tick` gives one hint at a time.

final class StudyTimer: ObservableObject {
    @Published var elapsed = 0
    @Published var isRunning = false

    /// The elapsed time as minutes and seconds, "1:05".
    var clock: String {
        let seconds = elapsed % 60
        return "\(elapsed / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }

    func start() {
        isRunning = true
    }

    func stop() {
        isRunning = false
    }
}

// Milestone 2: make the clock tick once a second while the timer runs, as
// `learn exercises st-tick` describes.
struct TimerScreen: View {
    @ObservedObject var timer: StudyTimer

    var body: some View {
        VStack(spacing: 16) {
            Text(timer.isRunning ? "Studying" : "Paused")
            Text(timer.clock)
            Button(timer.isRunning ? "Stop" : "Start") {
                if timer.isRunning {
                    timer.stop()
                } else {
                    timer.start()
                }
            }
        }
    }
}

struct ContentView: View {
    @StateObject private var timer = StudyTimer()

    var body: some View {
        TimerScreen(timer: timer)
    }
}

@main
struct StudyTimerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
