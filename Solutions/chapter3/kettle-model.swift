import SwiftUI

// Reference solution for the kettle model (chapter 3, after step 9).
//
// An @Observable object goes down with the one-argument environment(_:) and is read with
// @Environment(Kettle.self). SwiftUI notes which properties a body reads, so the display runs its
// body again when temperature changes. Read as Kettle?, the object may be missing: nil then.

@Observable final class Kettle {
    var temperature: Int

    init(temperature: Int = 20) {
        self.temperature = temperature
    }
}

struct KettleDisplay: View {
    @Environment(Kettle.self) private var kettle: Kettle?

    var body: some View {
        if let kettle {
            Text("Water: \(kettle.temperature)°")
        } else {
            Text("No kettle")
        }
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
