// MUST PASS: the frame names its minimum, 0, as well as its maximum, and the colour is given in the background's closure; every tab still ranges from 0 to infinity and takes an equal share.
import SwiftUI

struct TabStrip: View {
    let titles: [String]
    let selected: Int

    var body: some View {
        HStack {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .frame(minWidth: 0, maxWidth: .infinity)
                    .background {
                        if index == selected {
                            Color.blue
                        } else {
                            Color.gray
                        }
                    }
            }
        }
    }
}
