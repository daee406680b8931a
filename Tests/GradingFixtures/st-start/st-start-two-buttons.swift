// MUST PASS: two buttons in an if/else, each given the model's method as its action, instead of one button whose title and action depend on isRunning: the same button is drawn in each state.
import SwiftUI

final class StudyTimer: ObservableObject {
    @Published var elapsed = 0
    @Published var isRunning = false

    /// The elapsed time as minutes and seconds, "1:05".
    var clock: String {
        let seconds = elapsed % 60
        return "\(elapsed / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }

    func start() { isRunning = true }
    func stop() { isRunning = false }
}

struct TimerScreen: View {
    @ObservedObject var timer: StudyTimer

    var body: some View {
        VStack(spacing: 16) {
            Text(timer.isRunning ? "Studying" : "Paused")
            Text(timer.clock)
            if timer.isRunning {
                Button("Stop", action: timer.stop)
            } else {
                Button("Start", action: timer.start)
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
