// MUST PASS: both texts get .layoutPriority(1) instead of .fixedSize(): the stack serves them before the bar and offers them everything but the bar's minimum, 0, so each takes its whole width and the bar gets what is left, as in the reference.
import SwiftUI

struct MeterRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
                .layoutPriority(1)
            Color.blue
                .frame(height: 16)
            Text(value)
                .layoutPriority(1)
        }
    }
}
