import SwiftUI

// Reference solution for the bean garden (chapter 2, after step 11).
//
// Two things must both be true for a view to follow an object: the object announces its changes
// (`ObservableObject`, with `@Published` on what changes), and the view subscribes to them
// (`@ObservedObject`). The buttons' body reads nothing from the garden, so it updates either
// way; the status reads `water`, so it needs both.

/// The model: how often the beans were watered, up to 3 times.
final class Garden: ObservableObject {
    @Published var water = 0

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
