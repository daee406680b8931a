import SwiftUI

// Exercise: a title bar (chapter 4, after step 13, spacers and ZStack).
//
// The title should sit in the middle of the bar. With two spacers it does only while the labels
// on either side are equally wide. Fix it as the instructions (`learn exercises title-bar`)
// describe.
//
// Check your work with `learn check title-bar`; `learn hint title-bar` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct TitleBar: View {
    let title: String
    let back: String
    let action: String

    var body: some View {
        HStack {
            Text(back)
            Spacer()
            Text(title)
            Spacer()
            Text(action)
        }
    }
}
