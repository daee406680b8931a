import SwiftUI

// Reference solution for the title-bar exercise (chapter 4, step 13).
//
// Two layers: at the back, an HStack whose Spacer pushes the two labels to the bar's edges and
// makes it as wide as it is offered; in front, the title, which the ZStack centres in the whole
// bar whatever the labels' widths.

struct TitleBar: View {
    let title: String
    let back: String
    let action: String

    var body: some View {
        ZStack {
            HStack {
                Text(back)
                Spacer()
                Text(action)
            }
            Text(title)
        }
    }
}
