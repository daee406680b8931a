// MUST FAIL (every scenario): .fixedSize() on the whole row instead of on the texts: the stack is proposed nil, so the bar is asked for its ideal width and is 10 points wide, and the row no longer fills the width it is offered.
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
        .fixedSize()
    }
}
