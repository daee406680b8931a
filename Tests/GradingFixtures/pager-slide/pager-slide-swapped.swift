// MUST FAIL: insertion and removal swapped: the new page comes from the leading side and the old one leaves to the trailing side, the pages moving backwards.
import SwiftUI

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
                        .transition(.asymmetric(insertion: .move(edge: .leading),
                                                removal: .move(edge: .trailing)))
                } else {
                    Text("Page two")
                        .transition(.asymmetric(insertion: .move(edge: .leading),
                                                removal: .move(edge: .trailing)))
                }
            }
            .frame(width: 96, alignment: .leading)
        }
    }
}
