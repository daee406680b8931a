import SwiftUI

// Reference solution for the banner-unroll exercise (chapter 6, after step 9).
//
// A transition of your own is two values of one modifier: the active one is how the banner
// looks while it is not there (no width at all), the identity one how it looks in place
// (its full width, which changes nothing, since the identity value stays applied). The
// horizontal scale is anchored at the leading edge, so the banner unrolls from there. The
// scale is what differs between the two looks, so it is what SwiftUI animates.

struct Unroll: ViewModifier {
    var amount: Double

    func body(content: Content) -> some View {
        content.scaleEffect(x: amount, y: 1, anchor: .leading)
    }
}

extension AnyTransition {
    static var unroll: AnyTransition {
        .modifier(active: Unroll(amount: 0), identity: Unroll(amount: 1))
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
