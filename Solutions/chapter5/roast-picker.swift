import SwiftUI

// Reference solution for the roast picker (chapter 5, after step 10).
//
// Every padded roast registers its frame under its index in the namespace. The yellow highlight,
// in the column's background, is registered under the chosen index with isSource: false, so the
// effect proposes it the chosen roast's size and puts it where that roast is, instead of letting
// it fill the whole column. The items register after their padding, so the highlight includes it.

struct RoastPicker: View {
    var roasts: [String]
    @State private var chosen = 0
    @Namespace private var menu

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(roasts.indices, id: \.self) { index in
                Button(roasts[index]) { chosen = index }
                    .padding(.horizontal, 8)
                    .matchedGeometryEffect(id: index, in: menu)
            }
        }
        .background(
            Color.yellow
                .matchedGeometryEffect(id: chosen, in: menu, isSource: false)
        )
    }
}
