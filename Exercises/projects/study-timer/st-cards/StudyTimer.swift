import SwiftUI

// Project: Study timer (milestone 5 of 5, a Layout of equal heights).
//
// The model is @Observable and both screens share it. The history screen is to show the day's
// sessions as a row of cards, all as tall as the tallest, whatever their subjects.
//
// Check your work with `learn check st-cards`; `learn hint st-cards` gives one hint at a time.

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

// Milestone 5: lay out the cards in a row of equal heights, as `learn exercises st-cards`
// describes.
struct EqualHeightRow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    }
}

struct SessionCard: View {
    let session: StudySession

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(session.subject)
            Text(clockText(session.seconds))
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.yellow)
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
