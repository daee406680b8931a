// MUST FAIL (every scenario): the starter, without .fixedSize(): the column is offered the whole width and every button stretches across it (offered less than the widest title, the long title wraps instead).
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
    }
}
