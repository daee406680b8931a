import SwiftUI

// Exercise: a desk lamp with a switch (chapter 1, after step 10).
//
// The lamp has a button above it. When the lamp is off, the button says "Switch on" and the
// lamp shows "dark"; pressing it lights the bulb and the button then says "Switch off"; pressing
// that switches the lamp off again. This lamp never changes: its button does nothing, and
// `isOn` is a plain property (try writing `isOn.toggle()` in the action and read the compiler's
// complaint). Make the switch work (`learn exercises desk-lamp`).
//
// Keep `DeskLamp()` (no arguments) and the buttons' titles: the checker presses them. Check your
// work with `learn check desk-lamp` (or `:check` in the REPL); `learn hint desk-lamp` gives one
// hint at a time. Keep this file to declarations (no top-level statements).

struct DeskLamp: View {
    var isOn = false

    var body: some View {
        VStack(spacing: 16) {
            Button(isOn ? "Switch off" : "Switch on") {
                // switch the lamp
            }
            if isOn {
                Image(systemName: "lightbulb.fill")
            } else {
                Text("dark")
            }
        }
    }
}
