import SwiftUI

// Reference solution for the date-stamp exercise (chapter 4, step 6).
//
// A fixed frame proposes its 160×48 to the text, reports 160×48 whatever the text chose, and
// places the text by its alignment, here in the bottom trailing corner. The background comes
// after the frame, so it is laid out at the frame's size and fills the whole card.

struct DateStamp: View {
    let date: String

    var body: some View {
        Text(date)
            .frame(width: 160, height: 48, alignment: .bottomTrailing)
            .background(Color.gray)
    }
}
