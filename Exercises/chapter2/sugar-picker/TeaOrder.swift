import SwiftUI

// Exercise: a sugar picker (chapter 2, after step 6).
//
// TeaOrder shows a SugarPicker, a line with the order, and a "Start over" button. The picker's
// buttons change the number it shows, but the order below never hears about it, and
// "Start over" does not reset the picker. The picker keeps a copy of the number as its own
// @State, and the order keeps another.
//
// Make the order own the one number and let the picker change it. Keep `TeaOrder()` (no
// arguments), the buttons "Less", "More" and "Start over", and the texts: the checker drives the
// order through them. Check your work with `learn check sugar-picker`; `learn hint sugar-picker`
// gives one hint at a time. Keep this file to declarations (no top-level statements).

/// Two buttons around the number of lumps of sugar. "Less" never goes below none.
struct SugarPicker: View {
    @State var lumps: Int

    var body: some View {
        HStack(spacing: 16) {
            Button("Less") {
                if lumps > 0 {
                    lumps -= 1
                }
            }
            Text("\(lumps) lumps")
            Button("More") {
                lumps += 1
            }
        }
    }
}

struct TeaOrder: View {
    @State private var lumps = 0

    var body: some View {
        VStack(spacing: 16) {
            SugarPicker(lumps: lumps)
            Text("Order: tea, sugar \(lumps)")
            Button("Start over") {
                lumps = 0
            }
        }
    }
}
