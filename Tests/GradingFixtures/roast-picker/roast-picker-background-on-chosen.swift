// MUST PASS: no matched geometry; the chosen roast carries its own yellow background after its padding. The picture is the same (only the highlight's identity differs, which shows in an animation, not here).
import SwiftUI

struct RoastPicker: View {
    var roasts: [String]
    @State private var chosen = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(roasts.enumerated()), id: \.offset) { index, roast in
                Button(roast) { chosen = index }
                    .padding(.horizontal, 8)
                    .background(index == chosen ? Color.yellow : Color.clear)
            }
        }
    }
}
