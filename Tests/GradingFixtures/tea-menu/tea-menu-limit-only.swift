// MUST FAIL: the line limit moved to the stack, but the colour stayed on the first text, so the other two entries are drawn in the default colour.
import SwiftUI

struct TeaMenu: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Assam, strong and malty, with milk")
                .foregroundStyle(.brown)
            Text("Darjeeling, light and floral, no milk")
            Text("Lapsang souchong, smoked over pine fires")
        }
        .lineLimit(2)
    }
}
