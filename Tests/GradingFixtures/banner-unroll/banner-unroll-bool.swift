// MUST PASS: the modifier holds a Bool, as in the lesson, and the scale is written with a CGSize and a UnitPoint; the two looks are the same, so the same scale animates.
import SwiftUI

struct Unroll: ViewModifier {
    var rolledUp: Bool

    func body(content: Content) -> some View {
        content.scaleEffect(CGSize(width: rolledUp ? 0 : 1, height: 1), anchor: UnitPoint(x: 0, y: 0.5))
    }
}

extension AnyTransition {
    static var unroll: AnyTransition {
        AnyTransition.modifier(active: Unroll(rolledUp: true), identity: Unroll(rolledUp: false))
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
