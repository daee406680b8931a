import SwiftUI

// Reference solution for the bus stop (chapter 2, after step 18).
//
// Three rules of the chapter meet here. The stop makes its own Departures, so it owns it with
// @StateObject: a parent's body may run again and make a new BusStop value at any time, and
// only @StateObject keeps the first object (and what it has loaded) across that. The loading
// starts with the view, in `.task`, not in an initialiser. And `.task(id: refreshes)` starts
// the load again on every "Refresh", cancelling one still under way, so a late answer to the
// old request never lands.

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
        .task(id: refreshes) {
            await departures.load()
        }
    }
}
