import SwiftUI

// Reference solution for the grey-panel exercise (chapter 4, step 19).
//
// A modifier applied to content made of several views applies to each of those views
// separately. To pad and colour the content as one block, first make it one view: an inner
// VStack holds the children, and the padding and the background go on that stack, which is as
// wide as its widest child.

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
            .padding(.horizontal, 8)
            .background(Color.gray)
        }
    }
}
