// MUST PASS: .fixedSize(horizontal: true, vertical: false) proposes nil only across the column's width; the column still gets the offered height, which is plenty for its rows, so every button is as wide as the widest title, as in the reference.
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
            }
        }
        .fixedSize(horizontal: true, vertical: false)
    }
}
