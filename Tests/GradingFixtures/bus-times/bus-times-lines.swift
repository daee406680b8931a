// MUST PASS: draws the heading, the times or the placeholder from one list of lines, and creates the @StateObject in an initialiser with `StateObject(wrappedValue:)` (evaluated once all the same): written differently, it draws and behaves the same.
import SwiftUI

/// The timetable service: each load takes two seconds. Keep it as it is.
final class Departures: ObservableObject {
    @Published var times: [String]?
    private var answers = 0

    /// Forgets the times it has, waits for the answer, and stores it (unless cancelled first).
    func load() async {
        times = nil
        do {
            try await Task.sleep(for: .seconds(2))
        } catch {
            return
        }
        answers += 1
        times = answers == 1
            ? ["08:10 harbour", "08:40 station"]
            : ["08:40 station", "09:15 harbour"]
    }
}

struct BusStop: View {
    @StateObject private var departures: Departures

    init() {
        _departures = StateObject(wrappedValue: Departures())
    }
    @State private var refreshes = 0

    /// The heading, then the times, or a placeholder while there are none.
    private var lines: [String] {
        ["Next buses"] + (departures.times ?? ["Loading…"])
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(lines, id: \.self) { line in
                Text(line)
            }
            Button("Refresh") {
                refreshes += 1
            }
        }
        .frame(width: 200, alignment: .leading)
        .task(id: refreshes) {
            await departures.load()
        }
    }
}
