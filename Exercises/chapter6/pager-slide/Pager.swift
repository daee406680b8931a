import SwiftUI

// Exercise: pages that move one way (chapter 6, after step 4, transitions).
//
// "Next" swaps two pages. The new page should come in from the trailing side while the old
// one leaves to the leading side, the way the instructions (`learn exercises pager-slide`)
// show. Here both pages come and go on the trailing side.
//
// Check your work with `learn check pager-slide`; `learn hint pager-slide` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

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
                        .transition(.move(edge: .trailing))
                } else {
                    Text("Page two")
                        .transition(.move(edge: .trailing))
                }
            }
            .frame(width: 96, alignment: .leading)
        }
    }
}
