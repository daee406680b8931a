import SwiftUI

// Exercise: a titled panel (chapter 4, after step 19, organising layout code).
//
// The panel's content should sit in one grey block under the title. Here every child of the
// content gets a grey strip of its own. Fix it as the instructions
// (`learn exercises grey-panel`) describe.
//
// Check your work with `learn check grey-panel`; `learn hint grey-panel` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

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
            content
                .padding(.horizontal, 8)
                .background(Color.gray)
        }
    }
}
