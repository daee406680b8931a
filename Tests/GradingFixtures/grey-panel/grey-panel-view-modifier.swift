// MUST PASS: the grey block is packaged as a ViewModifier and applied to an inner VStack that holds the content, so the padding and the grey go around the whole column at once, as in the reference.
import SwiftUI

struct GreyBlock: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
            .background {
                Color.gray
            }
    }
}

struct Panel<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
            VStack(alignment: .leading, spacing: 0) {
                content
            }
            .modifier(GreyBlock())
        }
    }
}
