// MUST FAIL ("136 points: a short bar, both texts whole", "a long value"): only the label is fixed: it is served first and takes its whole width, but the value still gets an equal share of what is left with the bar, and in the narrowest row it is cut to "1…" (a long value is cut too).
import SwiftUI

struct MeterRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
                .fixedSize()
            Color.blue
                .frame(height: 16)
            Text(value)
        }
    }
}
