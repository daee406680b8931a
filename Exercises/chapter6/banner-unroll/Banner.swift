import SwiftUI

// Exercise: a banner that unrolls (chapter 6, after step 9, transitions of your own).
//
// "Show" shows a banner under "Today", and a second tap hides it. It should unroll from its
// leading edge as it arrives, and roll back up to that edge as it leaves, as the instructions
// (`learn exercises banner-unroll`) describe. The `unroll` transition below is a plain fade.
// `Banner` is already right.
//
// Check your work with `learn check banner-unroll`; `learn hint banner-unroll` gives one hint
// at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

struct Unroll: ViewModifier {
    var amount: Double

    func body(content: Content) -> some View {
        content
    }
}

extension AnyTransition {
    static var unroll: AnyTransition {
        .opacity
    }
}

struct Banner: View {
    @State private var shown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Show") {
                withAnimation(.linear(duration: 1)) { shown.toggle() }
            }
            Text("Today")
            if shown {
                Color.orange
                    .frame(width: 96, height: 16)
                    .transition(.unroll)
            }
        }
        .frame(width: 112, height: 48, alignment: .topLeading)
    }
}
