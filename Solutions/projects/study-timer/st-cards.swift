import SwiftUI

// Reference for study-timer, milestone 5: session cards of equal height, with a Layout.
//
// A layout answers two questions. sizeThatFits: how big the row is for a proposal; here, the
// proposed width (each child gets an equal share of it, less the gaps) and the height of the
// tallest child when each is offered its share of the width and any height (a nil height asks
// for the child's ideal height at that width, so a long subject wraps and makes its card
// taller). placeSubviews: where each child goes; each is placed in its slot and proposed the
// row's full height, which a card with maxHeight: .infinity takes. This does in one layout
// pass what measuring with a GeometryReader and a preference would take two passes to do.

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

/// A row whose children share its width equally and all take the height of the tallest.
struct EqualHeightRow: Layout {
    var spacing: CGFloat = 8

    /// The width of each child's slot: an equal share of the proposed width, or, when the
    /// width is left open, the widest child's ideal width.
    private func slotWidth(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat {
        let gaps = spacing * CGFloat(subviews.count - 1)
        if let width = proposal.width {
            return max((width - gaps) / CGFloat(subviews.count), 0)
        }
        return subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    /// The tallest child's height when each is offered its slot's width and any height.
    private func rowHeight(_ slot: CGFloat, _ subviews: Subviews) -> CGFloat {
        subviews.map { $0.sizeThatFits(ProposedViewSize(width: slot, height: nil)).height }.max() ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let slot = slotWidth(proposal, subviews)
        let width = slot * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1)
        return CGSize(width: width, height: rowHeight(slot, subviews))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let slot = slotWidth(ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        let height = rowHeight(slot, subviews)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: slot, height: height))
            x += slot + spacing
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
