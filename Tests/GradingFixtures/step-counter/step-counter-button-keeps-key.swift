// MUST FAIL (a label and a button given a pedometer): the label reads @EnvironmentObject, but the button still reads the old key; the screen hands its pedometer both ways, so the screen works, but where only environmentObject(_:) provides one the button counts on the key's default, a new pedometer.
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
    @EnvironmentObject private var pedometer: Pedometer

    var body: some View {
        Text("Steps: \(pedometer.steps)")
    }
}

struct WalkButton: View {
    @Environment(\.pedometer) private var pedometer

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
        .environment(\.pedometer, pedometer)
        .environmentObject(pedometer)
    }
}
