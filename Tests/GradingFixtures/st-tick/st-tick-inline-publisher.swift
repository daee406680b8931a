// MUST PASS: the publisher is made in the onReceive call and the closure counts the second itself, guarded by isRunning, instead of a stored ticker and a tick() method on the model: the same seconds are counted.
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
        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
            guard timer.isRunning else { return }
            timer.elapsed += 1
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
