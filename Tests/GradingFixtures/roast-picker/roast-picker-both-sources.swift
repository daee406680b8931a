// MUST FAIL (every scenario but "the column keeps its size", which compares only the size): the highlight is matched without isSource: false, so it is a source as well and keeps its own frame, the whole column.
import SwiftUI

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
        .background(Color.yellow.matchedGeometryEffect(id: chosen, in: menu))
    }
}
