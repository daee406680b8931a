import SwiftUI

// Exercise: a reading lamp (chapter 2, after step 5).
//
// The desk has a lamp switch, a line that says whether there is light to read by, and a
// "Lights out" button. Flip the switch: its square turns yellow, but the line still says it is
// too dark. Tap "Lights out" with the lamp on: the switch stays on. The switch keeps its own
// copy of whether the lamp is on, and the desk keeps another.
//
// Make the desk own the one value and let the switch flip it. Keep `Desk()` (no arguments), the
// toggle "Lamp", the button "Lights out" and the texts: the checker drives the desk through
// them. Check your work with `learn check reading-lamp`; `learn hint reading-lamp` gives one hint
// at a time. Keep this file to declarations (no top-level statements).

/// The lamp's switch: a toggle labelled "Lamp", with a yellow square beside it while it is on.
struct LampSwitch: View {
    @State private var isOn = false

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
            LampSwitch()
            Text(lampOn ? "Reading by lamplight" : "Too dark to read")
            Button("Lights out") { lampOn = false }
        }
        .frame(width: 200)
    }
}
