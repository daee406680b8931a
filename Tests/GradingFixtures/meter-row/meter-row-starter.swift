// MUST FAIL (every scenario but "plenty of room"): the starter: in a narrow row the stack offers each text only an equal share of what is left, less than the label needs, so the label is truncated and the bar gets a share it could have given up.
import SwiftUI

struct MeterRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
            Color.blue
                .frame(height: 16)
            Text(value)
        }
    }
}
