// MUST FAIL: the search uses contains(_:), which minds case, so "oslo" finds nothing, "ib 7" misses IB 730, "a" misses Athens and LA 204, "ri" misses Riga, and "riga" finds nothing.
import SwiftUI

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

/// The app's one source of truth: the flights, and which of them the traveller has checked in
/// for. Both tabs and every details screen read this one object from the environment.
@Observable
final class FlightStore {
    var flights = Flight.samples
    var checkedIn: Set<Flight.ID> = []

    func isCheckedIn(_ flight: Flight) -> Bool {
        checkedIn.contains(flight.id)
    }

    func checkIn(_ flight: Flight) {
        checkedIn.insert(flight.id)
    }
}

struct FlightRow: View {
    let flight: Flight
    @Environment(FlightStore.self) private var store

    var body: some View {
        HStack {
            Text(flight.time)
            Text(flight.city)
            Spacer()
            if store.isCheckedIn(flight) {
                Text("Checked in")
                    .foregroundStyle(.green)
            } else {
                Text(flight.status.rawValue)
                    .foregroundStyle(flight.status.color)
            }
        }
    }
}

struct BoardingPass: View {
    let flight: Flight
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            Text("Boarding pass")
                .font(.title)
            Text("\(flight.id) to \(flight.city)")
            Text("Gate \(flight.gate), \(flight.time)")
            Button("Done") { dismiss() }
        }
    }
}

struct FlightDetails: View {
    let flight: Flight
    @Environment(FlightStore.self) private var store
    @State private var showingPass = false
    @State private var showingCancelled = false

    var body: some View {
        VStack(spacing: 8) {
            Text("\(flight.isDeparture ? "To" : "From") \(flight.city)")
                .font(.title)
            Text("\(flight.day) at \(flight.time), gate \(flight.gate)")
            Text(flight.status.rawValue)
                .foregroundStyle(flight.status.color)
            if flight.isDeparture {
                if store.isCheckedIn(flight) {
                    Button("Boarding pass") { showingPass = true }
                } else {
                    Button("Check in") {
                        if flight.status == .cancelled {
                            showingCancelled = true
                        } else {
                            store.checkIn(flight)
                            showingPass = true
                        }
                    }
                }
            }
        }
        .navigationTitle(flight.id)
        .sheet(isPresented: $showingPass) {
            BoardingPass(flight: flight)
        }
        .alert("Flight cancelled", isPresented: $showingCancelled) {
            Button("OK") {}
        } message: {
            Text("\(flight.id) to \(flight.city) will not fly. Ask at the desk.")
        }
    }
}

struct FlightList: View {
    let departures: Bool
    @Environment(FlightStore.self) private var store
    @State private var hideCancelled = false
    @State private var search = ""

    func matches(_ flight: Flight) -> Bool {
        search.isEmpty
            || flight.city.contains(search)
            || flight.id.contains(search)
    }

    func flights(on day: String) -> [Flight] {
        store.flights.filter { flight in
            flight.isDeparture == departures && flight.day == day
                && !(hideCancelled && flight.status == .cancelled)
                && matches(flight)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(flights(on: "Today")) { flight in
                        NavigationLink(value: flight) {
                            FlightRow(flight: flight)
                        }
                    }
                }
                Section("Tomorrow") {
                    ForEach(flights(on: "Tomorrow")) { flight in
                        NavigationLink(value: flight) {
                            FlightRow(flight: flight)
                        }
                    }
                }
            }
            .navigationTitle(departures ? "Departures" : "Arrivals")
            .searchable(text: $search, prompt: "City or flight")
            .navigationDestination(for: Flight.self) { flight in
                FlightDetails(flight: flight)
            }
            .toolbar {
                Toggle("Hide cancelled", isOn: $hideCancelled)
            }
        }
    }
}

struct ContentView: View {
    @State private var store = FlightStore()

    var body: some View {
        TabView {
            FlightList(departures: true)
                .tabItem { Label("Departures", systemImage: "airplane.departure") }
            FlightList(departures: false)
                .tabItem { Label("Arrivals", systemImage: "airplane.arrival") }
        }
        .environment(store)
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
