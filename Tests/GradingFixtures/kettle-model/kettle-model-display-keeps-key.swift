// MUST FAIL: the counter hands its kettle down with .environment(kettle) and the button reads it by type, but the display still reads the old \.kettle key, whose default is a new kettle: it always says 20 degrees, and never "No kettle".
import SwiftUI

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
        Text("Water: \(kettle.temperature)°")
    }
}

struct HeatButton: View {
    @Environment(Kettle.self) private var kettle

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
        .environment(kettle)
    }
}
