// MUST PASS: the learner kept an environment key, made it optional (nil by default), and has the counter write its kettle into it; an @Observable object read through a key still updates the views whose body read its properties. The scenarios that hand a kettle with .environment(_:) also find it, since the display reads both.
import SwiftUI

@Observable final class Kettle {
    var temperature: Int

    init(temperature: Int = 20) {
        self.temperature = temperature
    }
}

extension EnvironmentValues {
    @Entry var kettle: Kettle? = nil
}

struct KettleDisplay: View {
    @Environment(\.kettle) private var keyed
    @Environment(Kettle.self) private var typed: Kettle?

    var body: some View {
        if let kettle = typed ?? keyed {
            Text("Water: \(kettle.temperature)°")
        } else {
            Text("No kettle")
        }
    }
}

struct HeatButton: View {
    @Environment(\.kettle) private var kettle

    var body: some View {
        Button("Heat") {
            if let kettle {
                kettle.temperature = min(kettle.temperature + 20, 100)
            }
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
        .environment(\.kettle, kettle)
    }
}
