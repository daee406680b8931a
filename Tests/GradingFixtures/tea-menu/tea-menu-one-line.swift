// MUST FAIL: both settings are on the stack, but with a limit of one line, so every entry that needs wrapping is cut after its first line.
import SwiftUI

struct TeaMenu: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Assam, strong and malty, with milk")
            Text("Darjeeling, light and floral, no milk")
            Text("Lapsang souchong, smoked over pine fires")
        }
        .lineLimit(1)
        .foregroundStyle(.brown)
    }
}
