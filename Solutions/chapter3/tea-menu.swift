import SwiftUI

// Reference solution for the tea menu (chapter 3, after step 1).
//
// lineLimit(_:) and foregroundStyle(_:) are environment modifiers: set once on the stack,
// they reach every text inside it. The stack itself has no lines, so it only passes them on.

struct TeaMenu: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Assam, strong and malty, with milk")
            Text("Darjeeling, light and floral, no milk")
            Text("Lapsang souchong, smoked over pine fires")
        }
        .lineLimit(2)
        .foregroundStyle(.brown)
    }
}
