import SwiftUI

// Exercise: a bus stop (chapter 2, after step 18).
//
// The stop asks a slow timetable service for the next buses and shows "Loading…" until the
// answer comes, two seconds later. "Refresh" should ask again. Two things go wrong: "Refresh"
// does nothing, and when the screen around the stop changes (the checker's own screen has a
// "Large print" switch), the times vanish for good.
//
// Make the stop load when it appears, again on every "Refresh", and keep what it loaded when its
// parent changes. Keep `BusStop()` (no arguments), `Departures` as it is, the button "Refresh"
// and the texts: the checker drives the stop through them. Do not declare a type named
// `StopScreen`: the checker has its own. Check your work with `learn check bus-times`;
// `learn hint bus-times` gives one hint at a time. Keep this file to declarations (no top-level
// statements).

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
    @ObservedObject var departures = Departures()
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
