import SwiftUI

// Reference solution for the tab-strip exercise (chapter 4, step 14).
//
// A text ranges from 0 to its own width, so tabs with different titles are served in different
// orders and end up as wide as their titles. A frame with maxWidth: .infinity makes every tab
// range from 0 to infinity: all are equally flexible, and each is offered, and takes, an equal
// share of the width. The background comes after the frame, so it fills the whole share.

struct TabStrip: View {
    let titles: [String]
    let selected: Int

    var body: some View {
        HStack {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .frame(maxWidth: .infinity)
                    .background(index == selected ? Color.blue : Color.gray)
            }
        }
    }
}
