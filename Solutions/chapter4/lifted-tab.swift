import SwiftUI

// Reference solution for the lifted-tab exercise (chapter 4, step 11).
//
// `.offset` changes only where a view is drawn: it passes the proposal through and reports its
// child's size, so the row keeps its height and its neighbours stay where they are. It comes
// after the background, so the tab's grey or blue moves up with its title.

struct TabLabel: View {
    let title: String
    let selected: Bool

    var body: some View {
        Text(title)
            .padding(.horizontal, 8)
            .background(selected ? Color.blue : Color.gray)
            .offset(y: selected ? -16 : 0)
    }
}
