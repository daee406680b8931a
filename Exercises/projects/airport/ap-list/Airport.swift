import SwiftUI

// Milestone 2: the list of flights.
//
// Each tab counts its flights. Now make FlightList show them: a List with two sections, "Today"
// and "Tomorrow", each listing the flights of that day that go this tab's way, in the order of
// Flight.samples. Each row is a FlightRow(flight:): the time, the city, then, on the trailing
// edge, the status in its colour (flight.status.rawValue, flight.status.color).
// Check it with `learn check ap-list` (in the REPL: `:check`); `learn hint ap-list` helps.

// The airport's data: the flights of today and tomorrow, both ways. It stays as it is in every
// milestone; the checker's pictures are drawn from these flights.

/// Where a flight stands, as the board shows it.
enum FlightStatus: String {
    case onTime = "On time"
    case boarding = "Boarding"
    case delayed = "Delayed"
    case landed = "Landed"
    case cancelled = "Cancelled"

    /// The colour the board shows the status in.
    var color: Color {
        switch self {
        case .delayed: .orange
        case .cancelled: .red
        default: .secondary
        }
    }
}

/// One flight: `id` is its number, `day` is "Today" or "Tomorrow", `time` is when it leaves
/// (or lands, for an arrival).
struct Flight: Identifiable, Hashable {
    let id: String
    let city: String
    let day: String
    let time: String
    let gate: String
    let status: FlightStatus
    let isDeparture: Bool
}

extension Flight {
    static let samples: [Flight] = [
        Flight(id: "LA 204", city: "Lisbon", day: "Today", time: "07:45", gate: "A4", status: .boarding, isDeparture: true),
        Flight(id: "NR 51", city: "Oslo", day: "Today", time: "09:10", gate: "B2", status: .cancelled, isDeparture: true),
        Flight(id: "BT 88", city: "Riga", day: "Today", time: "11:30", gate: "A1", status: .delayed, isDeparture: true),
        Flight(id: "OS 412", city: "Vienna", day: "Today", time: "14:05", gate: "C3", status: .onTime, isDeparture: true),
        Flight(id: "IB 730", city: "Madrid", day: "Tomorrow", time: "06:20", gate: "B5", status: .onTime, isDeparture: true),
        Flight(id: "AE 19", city: "Athens", day: "Tomorrow", time: "10:50", gate: "C2", status: .cancelled, isDeparture: true),
        Flight(id: "EI 152", city: "Dublin", day: "Today", time: "08:30", gate: "A2", status: .landed, isDeparture: false),
        Flight(id: "OK 623", city: "Prague", day: "Today", time: "12:15", gate: "B7", status: .delayed, isDeparture: false),
        Flight(id: "TU 44", city: "Tunis", day: "Today", time: "16:40", gate: "C1", status: .cancelled, isDeparture: false),
        Flight(id: "AY 901", city: "Helsinki", day: "Tomorrow", time: "09:05", gate: "A6", status: .onTime, isDeparture: false),
        Flight(id: "TP 58", city: "Porto", day: "Tomorrow", time: "13:25", gate: "B1", status: .onTime, isDeparture: false),
    ]
}

struct FlightList: View {
    let departures: Bool

    var flights: [Flight] {
        Flight.samples.filter { $0.isDeparture == departures }
    }

    var body: some View {
        Text("\(flights.count) \(departures ? "departures" : "arrivals")")
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            FlightList(departures: true)
                .tabItem { Label("Departures", systemImage: "airplane.departure") }
            FlightList(departures: false)
                .tabItem { Label("Arrivals", systemImage: "airplane.arrival") }
        }
    }
}

@main
struct AirportApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
