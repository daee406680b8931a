// MUST FAIL (the scenarios where the timer is paused for a while): tick() counts every second, running or not, so the clock moves while the screen says "Paused".
import SwiftUI

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
        elapsed += 1
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
