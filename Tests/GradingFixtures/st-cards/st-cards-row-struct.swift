// MUST PASS: the slot and the height are worked out once in a helper returning a small struct, with reduce instead of map and max, and each child is placed with place(at:proposal:)'s default anchor, its top-leading corner: the same layout.
import SwiftUI

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
        if timer.sessions.isEmpty {
            Text("No sessions yet")
        } else {
            EqualHeightRow(spacing: 8) {
                ForEach(timer.sessions) { session in
                    SessionCard(session: session)
                }
            }
            .padding(16)
        }
    }
}

/// Equal slots, equal heights: the tallest child decides.
struct EqualHeightRow: Layout {
    var spacing: CGFloat = 8

    struct Row {
        var slot: CGFloat
        var height: CGFloat
    }

    func row(width: CGFloat?, subviews: Subviews) -> Row {
        let count = CGFloat(subviews.count)
        let slot: CGFloat
        if let width {
            slot = max(0, (width - spacing * (count - 1)) / count)
        } else {
            slot = subviews.reduce(0) { max($0, $1.sizeThatFits(.unspecified).width) }
        }
        let height = subviews.reduce(0) { tallest, subview in
            max(tallest, subview.sizeThatFits(ProposedViewSize(width: slot, height: nil)).height)
        }
        return Row(slot: slot, height: height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if subviews.isEmpty { return .zero }
        let row = row(width: proposal.width, subviews: subviews)
        let count = CGFloat(subviews.count)
        return CGSize(width: row.slot * count + spacing * (count - 1), height: row.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if subviews.isEmpty { return }
        let row = row(width: bounds.width, subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let left = bounds.minX + CGFloat(index) * (row.slot + spacing)
            subview.place(at: CGPoint(x: left, y: bounds.minY),
                          proposal: ProposedViewSize(width: row.slot, height: row.height))
        }
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
