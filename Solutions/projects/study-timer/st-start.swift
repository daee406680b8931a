import SwiftUI

// Reference for study-timer, milestone 1: a model object the screen observes.
//
// StudyTimer is a class, so every view that is handed it shares the one instance. A view only
// runs its body again when something tells SwiftUI that the object is about to change: each
// @Published property sends objectWillChange before its value changes, and @ObservedObject
// (or @StateObject) subscribes the view to it. ContentView creates the timer with @StateObject,
// so the timer is made once and kept for as long as the view is on screen.

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
