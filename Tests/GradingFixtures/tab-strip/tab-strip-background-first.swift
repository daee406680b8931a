// MUST FAIL (every scenario): the frame comes after the background, so the tabs do share the width evenly, but the colour is laid out at each title's size and covers only the letters.
import SwiftUI

struct TabStrip: View {
    let titles: [String]
    let selected: Int

    var body: some View {
        HStack {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .background(index == selected ? Color.blue : Color.gray)
                    .frame(maxWidth: .infinity)
            }
        }
    }
}
