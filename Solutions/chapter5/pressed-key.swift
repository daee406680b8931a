import SwiftUI

// Reference solution for the pressed key (chapter 5, after step 4).
//
// `offset` is a drawing change: the key is laid out where it always was, with its own size, and
// only drawn 16 points lower. The row, its border and the views round it never hear of it. A
// padding would be a layout change: the key would be 32 points tall and the row with it.

struct KeyRow: View {
    var keys: [String]
    var pressed: Int?

    var body: some View {
        HStack(spacing: 8) {
            ForEach(keys.indices, id: \.self) { index in
                Text(keys[index])
                    .padding(.horizontal, 8)
                    .background(Color.gray)
                    .offset(y: index == pressed ? 16 : 0)
            }
        }
    }
}
