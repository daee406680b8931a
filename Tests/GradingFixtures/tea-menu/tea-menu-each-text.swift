// MUST PASS: both settings are repeated on every text instead of being set on the stack; each text receives the same values, so the drawing is the same.
import SwiftUI

struct TeaMenu: View {
    let teas = [
        "Assam, strong and malty, with milk",
        "Darjeeling, light and floral, no milk",
        "Lapsang souchong, smoked over pine fires",
    ]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(teas, id: \.self) { tea in
                Text(tea)
                    .foregroundStyle(.brown)
                    .lineLimit(2)
            }
        }
    }
}
