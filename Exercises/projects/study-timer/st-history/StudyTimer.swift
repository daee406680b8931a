import SwiftUI

// Project: Study timer (milestone 3 of 5, one model shared by two screens).
//
// The clock ticks while the timer runs. Next, sessions: Finish records what you studied, and a
// second screen, in a tab of its own, lists the day's sessions.
//
// Milestone 3: add the History tab and share the one timer through the environment, as
// `learn exercises st-history` describes.
//
// Check your work with `learn check st-history`; `learn hint st-history` gives one hint at a time.

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

    /// Called once a second: counts the second while the timer runs.
    func tick() {
        if isRunning {
            elapsed += 1
        }
    }
}

struct TimerScreen: View {
    @ObservedObject var timer: StudyTimer
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

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
        .onReceive(ticker) { _ in
            timer.tick()
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
