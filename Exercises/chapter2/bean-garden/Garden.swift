import SwiftUI

// Exercise: a bean garden (chapter 2, after step 11).
//
// The garden is a model object shared by two views: GardenStatus shows how often the beans were
// watered, and GardenButtons changes it. Tap "Water": the garden's number goes up (put a print
// in `pour()` to see it), but the status still says 0.
//
// Make the status follow the garden. Keep `GardenView(garden: Garden())`, the buttons "Water"
// and "Dry spell" and the texts: the checker drives the garden through them. Check your work
// with `learn check bean-garden`; `learn hint bean-garden` gives one hint at a time. Keep this
// file to declarations (no top-level statements).

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
    var garden: Garden

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
