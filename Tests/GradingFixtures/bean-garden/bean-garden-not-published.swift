// MUST FAIL (watering once; watering twice; thriving beans; a dry spell, then rain): both views hold the garden with `@ObservedObject`, but `water` is not `@Published`, so the garden never announces a change and the status stays at 0.
import SwiftUI

/// The model: how often the beans were watered, up to 3 times.
final class Garden: ObservableObject {
    var water = 0

    func pour() {
        water = min(water + 1, 3)
    }

    func dryUp() {
        water = 0
    }
}

/// What the garden looks like: a line of text and a green bar, 32 points for each watering.
struct GardenStatus: View {
    @ObservedObject var garden: Garden

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(garden.water == 3 ? "The beans are thriving" : "Watered \(garden.water) of 3 times")
            Rectangle()
                .fill(.green)
                .frame(width: CGFloat(garden.water) * 32, height: 16)
                .frame(width: 96, alignment: .leading)
                .background(Color.brown)
        }
    }
}

/// The two buttons that change the garden.
struct GardenButtons: View {
    @ObservedObject var garden: Garden

    var body: some View {
        HStack(spacing: 16) {
            Button("Water") { garden.pour() }
            Button("Dry spell") { garden.dryUp() }
        }
    }
}

struct GardenView: View {
    var garden: Garden

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            GardenStatus(garden: garden)
            GardenButtons(garden: garden)
        }
    }
}
