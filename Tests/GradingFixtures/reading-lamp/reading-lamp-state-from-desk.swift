// MUST FAIL (switching the lamp on; lights out turns the switch off; lights out, then on again; on, right to left): passes the desk's value down, but into the switch's own `@State var isOn`, which takes it only as a first value; the toggle then flips the switch's copy, and the line never changes.
import SwiftUI

struct LampSwitch: View {
    @State var isOn: Bool

    var body: some View {
        HStack(spacing: 8) {
            Rectangle()
                .fill(isOn ? Color.yellow : Color.gray)
                .frame(width: 16, height: 16)
            Toggle("Lamp", isOn: $isOn)
        }
    }
}

struct Desk: View {
    @State private var lampOn = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            LampSwitch(isOn: lampOn)
            Text(lampOn ? "Reading by lamplight" : "Too dark to read")
            Button("Lights out") { lampOn = false }
        }
        .frame(width: 200)
    }
}
