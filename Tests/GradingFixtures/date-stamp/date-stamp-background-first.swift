// MUST FAIL (every scenario but "offered less room, it keeps its size", which compares only the size): the starter, with the background before the frame, so it is laid out at the text's size and the grey covers only the letters.
import SwiftUI

struct DateStamp: View {
    let date: String

    var body: some View {
        Text(date)
            .background(Color.gray)
            .frame(width: 160, height: 48, alignment: .bottomTrailing)
    }
}
