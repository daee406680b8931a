// MUST FAIL (switching the lamp on; lights out, then on again; on, right to left): gives the switch a binding, but a constant one, `.constant(lampOn)`, which ignores the toggle's writes, so the lamp never comes on.
import SwiftUI

struct LampSwitch: View {
    @Binding var isOn: Bool

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
            LampSwitch(isOn: .constant(lampOn))
            Text(lampOn ? "Reading by lamplight" : "Too dark to read")
            Button("Lights out") { lampOn = false }
        }
        .frame(width: 200)
    }
}
