import SwiftUI

// Exercise: a kettle that everyone can see (chapter 3, after step 9).
//
// Kettle is an @Observable model. The counter shows its temperature and a "Heat" button that
// adds 20 degrees, up to 100. The kettle travels under an environment key, `\.kettle`, declared
// with @Entry, but the counter never puts its own kettle there: the display and the button each
// get the key's default, a new kettle at every read, so "Heat" never shows.
//
// Hand the counter's kettle down the way step 9 shows for @Observable objects, and read it that
// way. The display should say "No kettle" when nobody provides one. Keep `Kettle(temperature:)`,
// `KettleDisplay()`, `HeatButton()`, `KitchenCounter()` and the button's title "Heat": the
// checker builds its scenarios with them. Check your work with `learn check kettle-model` (in the
// REPL: `:check`); `learn hint kettle-model` gives one hint at a time. Keep this file to
// declarations (no top-level statements).

@Observable final class Kettle {
    var temperature: Int

    init(temperature: Int = 20) {
        self.temperature = temperature
    }
}

extension EnvironmentValues {
    @Entry var kettle = Kettle()
}

struct KettleDisplay: View {
    @Environment(\.kettle) private var kettle

    var body: some View {
        Text("Water: \(kettle.temperature)°") // "No kettle" when there is none
    }
}

struct HeatButton: View {
    @Environment(\.kettle) private var kettle

    var body: some View {
        Button("Heat") {
            kettle.temperature = min(kettle.temperature + 20, 100)
        }
    }
}

struct KitchenCounter: View {
    @State private var kettle = Kettle()

    var body: some View {
        VStack(spacing: 16) {
            KettleDisplay()
            HeatButton()
        }
    }
}
