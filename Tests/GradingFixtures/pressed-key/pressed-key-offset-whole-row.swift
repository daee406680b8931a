// MUST FAIL (every scenario with a key pressed but "the row keeps its size", which compares only the size): the offset is applied to the whole row whenever a key is pressed, so every key is drawn lower, not only the pressed one.
import SwiftUI

struct KeyRow: View {
    var keys: [String]
    var pressed: Int?

    var body: some View {
        HStack(spacing: 8) {
            ForEach(keys.indices, id: \.self) { index in
                Text(keys[index])
                    .padding(.horizontal, 8)
                    .background(Color.gray)
            }
        }
        .offset(y: pressed == nil ? 0 : 16)
    }
}
