// MUST FAIL (the first answer; refreshing; the answer to a refresh; the times survive the parent's update; loading survives the parent's update): keeps the Departures in `@State`, which keeps the same object for the view's life but does not subscribe to an ObservableObject's announcements, so the stop never redraws when the times arrive (`@State` owns an `@Observable` class, not an ObservableObject).
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
    @State private var departures = Departures()
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
        .task(id: refreshes) {
            await departures.load()
        }
    }
}
