// MUST FAIL: active and identity are swapped: the identity value stays applied, so the banner rolls up to nothing as it arrives and is never seen in place.
import SwiftUI

struct Unroll: ViewModifier {
    var amount: Double

    func body(content: Content) -> some View {
        content.scaleEffect(x: amount, y: 1, anchor: .leading)
    }
}

extension AnyTransition {
    static var unroll: AnyTransition {
        .modifier(active: Unroll(amount: 1), identity: Unroll(amount: 0))
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
