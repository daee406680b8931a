// MUST FAIL (refreshing; the answer to a refresh; refreshing before the first answer): owns the Departures with @StateObject, but loads in a plain `.task`, which runs once when the stop appears, so "Refresh" starts nothing.
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
    @StateObject private var departures = Departures()
    @State private var refreshes = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Next buses")
            if let times = departures.times {
                ForEach(times, id: \.self) { time in
                    Text(time)
                }
            } else {
                Text("Loading…")
            }
            Button("Refresh") { refreshes += 1 }
        }
        .frame(width: 200, alignment: .leading)
        .task {
            await departures.load()
        }
    }
}
