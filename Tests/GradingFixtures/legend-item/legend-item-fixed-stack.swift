// MUST FAIL (every scenario): .fixedSize() on the whole row instead of on the colour: the stack is proposed nil, then places its children in its own height, so the key is 10 points wide but a whole row (16 points) tall; and the label is asked for its ideal size too, so it never wraps and runs out of a narrow space.
import SwiftUI

struct LegendItem: View {
    let color: Color
    let label: String

    var body: some View {
        HStack {
            color
            Text(label)
        }
        .fixedSize()
    }
}
