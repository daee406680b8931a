import SwiftUI

// Exercise: a doorbell log (chapter 2, after step 1).
//
// The log counts how often the bell rang today. The line with the count stays hidden until the
// first ring. The starter keeps two pieces of state, the count and whether to show it, and the
// "Start over" button forgets one of them: after it, the log shows "Rings today: 0" where it
// should show nothing.
//
// Make the screen follow from the count alone. Keep `Doorbell()` (no arguments), the buttons
// "Ring" and "Start over" and the text "Rings today: N": the checker drives the log through them.
// Check your work with `learn check doorbell`; `learn hint doorbell` gives one hint at a time.
// Keep this file to declarations (no top-level statements).

struct Doorbell: View {
    @State private var rings = 0
    @State private var showsCount = false

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Ring") {
                    rings += 1
                    showsCount = true
                }
                Button("Start over") {
                    rings = 0
                }
            }
            if showsCount {
                Text("Rings today: \(rings)")
            }
        }
    }
}
