import SwiftUI

// Exercise: a step counter that keeps up (chapter 3, after step 9).
//
// The screen shows how many steps the pedometer has counted, with a "Walk" button that counts
// one more. The pedometer is an ObservableObject, handed down under an environment key of its
// own. The button does change it, but the label keeps saying "Steps: 0": a view that reads an
// object through an ordinary key is not told when the object changes.
//
// Hand the pedometer down and read it so that the label follows every change. Keep
// `Pedometer(steps:)`, `StepsLabel()`, `WalkButton()`, `FitnessScreen()` and the button's title
// "Walk": the checker builds its scenarios with them and taps the button. Check your work with
// `learn check step-counter` (in the REPL: `:check`); `learn hint step-counter` gives one hint
// at a time. Keep this file to declarations (no top-level statements).

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
    @Environment(\.pedometer) private var pedometer

    var body: some View {
        Button("Walk") { pedometer.steps += 1 }
    }
}

struct FitnessScreen: View {
    // @State holds the object without observing it.
    @State private var pedometer = Pedometer()

    var body: some View {
        VStack(spacing: 16) {
            StepsLabel()
            WalkButton()
        }
        .environment(\.pedometer, pedometer)
    }
}
