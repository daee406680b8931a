// MUST FAIL (every scenario): the starter: the colour takes what the stack offers it, half the row and its whole height, so the key is a large block and the label is pushed along.
import SwiftUI

struct LegendItem: View {
    let color: Color
    let label: String

    var body: some View {
        HStack {
            color
            Text(label)
        }
    }
}
