// MUST FAIL (a display with no kettle): the kettle is handed down and read correctly, but when none is provided the display falls back on the old key's default kettle, so a display on its own shows "Water: 20°" instead of "No kettle".
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
    @Environment(Kettle.self) private var provided: Kettle?
    @Environment(\.kettle) private var fallback

    var body: some View {
        Text("Water: \((provided ?? fallback).temperature)°")
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
