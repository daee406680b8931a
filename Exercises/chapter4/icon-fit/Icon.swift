import SwiftUI

// Exercise: an icon that keeps its shape (chapter 4, after step 4, images).
//
// The icon fills whatever it is offered, so in a wide or a tall space it is stretched out of
// its square. Fix it as the instructions (`learn exercises icon-fit`) describe.
//
// Check your work with `learn check icon-fit`; `learn hint icon-fit` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct Icon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .resizable()
            .background(Color.gray)
    }
}
