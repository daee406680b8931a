// MUST FAIL: .slide moves in from the leading edge and out to the trailing one, the opposite of what is asked.
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
                        .transition(.slide)
                } else {
                    Text("Page two")
                        .transition(.slide)
                }
            }
            .frame(width: 96, alignment: .leading)
        }
    }
}
