// MUST PASS: the switch stores a plain `Binding<Bool>` property instead of using the wrapper, reads it through `wrappedValue`, and the desk builds the binding from a getter and a setter: written differently, it draws and behaves the same.
import SwiftUI

struct LampSwitch: View {
    var isOn: Binding<Bool>

    var body: some View {
        HStack(spacing: 8) {
            Rectangle()
                .fill(isOn.wrappedValue ? Color.yellow : Color.gray)
                .frame(width: 16, height: 16)
            Toggle("Lamp", isOn: isOn)
        }
    }
}

struct Desk: View {
    @State private var lampOn = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            LampSwitch(isOn: Binding(get: { lampOn }, set: { lampOn = $0 }))
            Text(lampOn ? "Reading by lamplight" : "Too dark to read")
            Button("Lights out") { lampOn = false }
        }
        .frame(width: 200)
    }
}
