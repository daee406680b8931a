// MUST FAIL (the scenarios that tap Start): isRunning is not @Published, so starting changes the model but nothing tells the screen, and it still shows "Paused" and "Start".
import SwiftUI

final class StudyTimer: ObservableObject {
    @Published var elapsed = 0
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
