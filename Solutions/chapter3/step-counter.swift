import SwiftUI

// Reference solution for the step counter (chapter 3, after step 9).
//
// Under an ordinary environment key, an ObservableObject is only a reference: a view that reads
// it is not subscribed to its changes, so it runs its body again only when a different object
// arrives. environmentObject(_:) and @EnvironmentObject subscribe the reader, and a change
// published by the object runs the label's body again.

final class Pedometer: ObservableObject {
    @Published var steps: Int

    init(steps: Int = 0) {
        self.steps = steps
    }
}

struct StepsLabel: View {
    @EnvironmentObject private var pedometer: Pedometer

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
    // @State holds the object without observing it, so this screen's body does not run again
    // when the steps change; only views subscribed to the pedometer do.
    @State private var pedometer = Pedometer()

    var body: some View {
        VStack(spacing: 16) {
            StepsLabel()
            WalkButton()
        }
        .environmentObject(pedometer)
    }
}
