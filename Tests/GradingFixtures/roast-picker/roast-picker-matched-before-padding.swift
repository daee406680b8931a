// MUST FAIL (every scenario but "the column keeps its size"): the roasts register their frames before their padding, so the highlight is only as wide as the bare name and sits 8 points in from the column's edge.
import SwiftUI

struct RoastPicker: View {
    var roasts: [String]
    @State private var chosen = 0
    @Namespace private var menu

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(roasts.indices, id: \.self) { index in
                Button(roasts[index]) { chosen = index }
                    .matchedGeometryEffect(id: index, in: menu)
                    .padding(.horizontal, 8)
            }
        }
        .background(Color.yellow.matchedGeometryEffect(id: chosen, in: menu, isSource: false))
    }
}
