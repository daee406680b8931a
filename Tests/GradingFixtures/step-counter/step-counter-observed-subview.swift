// MUST PASS: the screen owns the pedometer with @StateObject; the label takes it from the environment and hands it to a small subview that observes it with @ObservedObject, which is subscribed as well.
import SwiftUI

final class Pedometer: ObservableObject {
    @Published var steps: Int

    init(steps: Int = 0) {
        self.steps = steps
    }
}

struct StepsCount: View {
    @ObservedObject var pedometer: Pedometer

    var body: some View {
        Text("Steps: " + String(pedometer.steps))
    }
}

struct StepsLabel: View {
    @EnvironmentObject var pedometer: Pedometer

    var body: some View {
        StepsCount(pedometer: pedometer)
    }
}

struct WalkButton: View {
    @EnvironmentObject var pedometer: Pedometer

    var body: some View {
        Button {
            pedometer.steps += 1
        } label: {
            Text("Walk")
        }
    }
}

struct FitnessScreen: View {
    @StateObject private var pedometer = Pedometer()

    var body: some View {
        VStack(spacing: 16) {
            StepsLabel()
            WalkButton()
        }
        .environmentObject(pedometer)
    }
}
