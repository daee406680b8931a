import SwiftUI

// Reference for study-timer, milestone 4: the model moves to @Observable.
//
// The @Observable macro makes each stored property report when it is read and when it changes.
// While SwiftUI runs a body it records which properties of which objects that body read, and
// it runs the body again only when one of those changes. So a tick, which changes elapsed,
// runs TimerScreen's body (it reads the clock) and nothing else: TodaySummary reads only
// sessions, and ContentView reads no property of the timer at all (the closure of onReceive is
// not part of its body). With ObservableObject every view that observes the object ran again
// on any change, since objectWillChange does not say which property changed.
//
// The object is kept by @State in the view that creates it, put in the environment with
// environment(_:), and read with @Environment(StudyTimer.self).

struct StudySession: Identifiable {
    let id: Int
    let subject: String
    let seconds: Int
}

/// Seconds as minutes and two-digit seconds, "1:05".
func clockText(_ elapsed: Int) -> String {
    let seconds = elapsed % 60
    return "\(elapsed / 60):\(seconds < 10 ? "0" : "")\(seconds)"
}

@Observable
final class StudyTimer {
    /// The day's plan: each finished session is for the next subject, in turn.
    static let plan = ["Maths", "Chemistry", "History of art"]

    var elapsed = 0
    var isRunning = false
    var sessions: [StudySession] = []

    var clock: String { clockText(elapsed) }

    var subject: String { Self.plan[sessions.count % Self.plan.count] }

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

    /// Records the session for the current subject and gets ready for the next one.
    func finish() {
        sessions.append(StudySession(id: sessions.count + 1, subject: subject, seconds: elapsed))
        isRunning = false
        elapsed = 0
    }
}

struct TimerScreen: View {
    @Environment(StudyTimer.self) private var timer

    var body: some View {
        VStack(spacing: 16) {
            Text(timer.subject)
            Text(timer.isRunning ? "Studying" : "Paused")
            Text(timer.clock)
            Button(timer.isRunning ? "Stop" : "Start") {
                if timer.isRunning {
                    timer.stop()
                } else {
                    timer.start()
                }
            }
            Button("Finish") {
                timer.finish()
            }
            TodaySummary()
        }
    }
}

struct TodaySummary: View {
    @Environment(StudyTimer.self) private var timer

    var body: some View {
        Text("Sessions today: \(timer.sessions.count)")
    }
}

struct HistoryScreen: View {
    @Environment(StudyTimer.self) private var timer

    var body: some View {
        VStack(alignment: .leading) {
            if timer.sessions.isEmpty {
                Text("No sessions yet")
            }
            ForEach(timer.sessions) { session in
                Text("\(session.id). \(session.subject) \(clockText(session.seconds))")
            }
        }
    }
}

struct ContentView: View {
    @State private var timer = StudyTimer()
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        TabView {
            TimerScreen()
                .tabItem { Label("Timer", systemImage: "timer") }
            HistoryScreen()
                .tabItem { Label("History", systemImage: "list.bullet") }
        }
        .environment(timer)
        .onReceive(ticker) { _ in
            timer.tick()
        }
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
