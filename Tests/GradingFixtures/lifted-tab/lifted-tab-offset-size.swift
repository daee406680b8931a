// MUST PASS: the offset is given as a CGSize, computed once; it moves the drawing the same 16 points up and leaves the layout alone, as the reference does.
import SwiftUI

struct TabLabel: View {
    let title: String
    let selected: Bool

    var body: some View {
        let lift = CGSize(width: 0, height: selected ? -16 : 0)
        return Text(title)
            .padding(.horizontal, 8)
            .background(selected ? Color.blue : Color.gray)
            .offset(lift)
    }
}
