// MUST PASS: one text whose identity is the page, with .id(first): a new id removes the old text and inserts a new one, each with the asymmetric transition, stored once in an extension.
import SwiftUI

extension AnyTransition {
    static var forward: AnyTransition {
        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
    }
}

struct Pager: View {
    @State private var first = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Next") {
                withAnimation(.linear(duration: 1)) { first.toggle() }
            }
            ZStack(alignment: .leading) {
                Text(first ? "Page one" : "Page two")
                    .id(first)
                    .transition(.forward)
            }
            .frame(width: 96, alignment: .leading)
        }
    }
}
