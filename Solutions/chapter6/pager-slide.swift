import SwiftUI

// Reference solution for the pager-slide exercise (chapter 6, after step 4).
//
// Each page arrives from the trailing side and leaves to the leading side, so the two pages
// travel the same way, like cards pushed along. `.asymmetric(insertion:removal:)` gives a
// view one transition for arriving and another for leaving. The pages share a ZStack, so the
// leaving page and the arriving one are drawn in the same place while both are on screen.

struct Pager: View {
    @State private var first = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Next") {
                withAnimation(.linear(duration: 1)) { first.toggle() }
            }
            ZStack(alignment: .leading) {
                if first {
                    Text("Page one")
                        .transition(.asymmetric(insertion: .move(edge: .trailing),
                                                removal: .move(edge: .leading)))
                } else {
                    Text("Page two")
                        .transition(.asymmetric(insertion: .move(edge: .trailing),
                                                removal: .move(edge: .leading)))
                }
            }
            .frame(width: 96, alignment: .leading)
        }
    }
}
