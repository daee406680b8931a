import SwiftUI

// Reference solution for the reading lamp (chapter 2, after step 5).
//
// The desk needs the lamp's state for its own line of text and for "Lights out", so the desk
// owns it, as @State. The switch only flips it: it takes a @Binding, and the desk hands it
// `$lampOn`. The toggle writes through that binding into the desk's state, so the switch, the
// line and the button always agree.

/// The lamp's switch: a toggle labelled "Lamp", with a yellow square beside it while it is on.
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
            LampSwitch(isOn: $lampOn)
            Text(lampOn ? "Reading by lamplight" : "Too dark to read")
            Button("Lights out") { lampOn = false }
        }
        .frame(width: 200)
    }
}
