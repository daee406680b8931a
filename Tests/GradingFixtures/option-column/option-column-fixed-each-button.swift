// MUST FAIL (every scenario but "a single option"): .fixedSize() on each button instead of on the column: every button is proposed nil and takes its own title's width, so the buttons are all different widths.
import SwiftUI

struct OptionColumn: View {
    let titles: [String]

    var body: some View {
        VStack(spacing: 16) {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity)
                    .background(Color.gray)
                    .fixedSize()
            }
        }
    }
}
