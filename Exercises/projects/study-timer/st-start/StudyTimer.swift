import SwiftUI

// Project: Study timer (milestone 1 of 5, an observable model).
//
// A timer for study sessions. Its state lives in a model object, StudyTimer, that the screens
// share. For now there is one screen, which shows whether you are studying and for how long.
//
// Milestone 1: make the screen follow the model and add the Start/Stop button, as
// `learn exercises st-start` describes.
//
// Check your work with `learn check st-start`; `learn hint st-start` gives one hint at a time.

final class StudyTimer: ObservableObject {
    var elapsed = 0
    var isRunning = false

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

struct TimerScreen: View {
    var timer: StudyTimer

    var body: some View {
        VStack(spacing: 16) {
            Text(timer.isRunning ? "Studying" : "Paused")
            Text(timer.clock)
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
