// MUST FAIL: the screen hands the pedometer down with environmentObject(_:) only, and the button reads it that way, but the label still reads the old key, whose default is a new pedometer: it says "Steps: 0" whatever happens.
import SwiftUI

final class Pedometer: ObservableObject {
    @Published var steps: Int

    init(steps: Int = 0) {
        self.steps = steps
    }
}

extension EnvironmentValues {
    @Entry var pedometer = Pedometer()
}

struct StepsLabel: View {
    @Environment(\.pedometer) private var pedometer

    var body: some View {
        Text("Steps: \(pedometer.steps)")
    }
}

struct WalkButton: View {
    @EnvironmentObject private var pedometer: Pedometer

    var body: some View {
        Button("Walk") { pedometer.steps += 1 }
    }
}

struct FitnessScreen: View {
    @State private var pedometer = Pedometer()

    var body: some View {
        VStack(spacing: 16) {
            StepsLabel()
            WalkButton()
        }
        .environmentObject(pedometer)
    }
}
