// MUST FAIL (wherever the rows' tallest cards differ): the stack idiom is moved to the outer VStack, but fixedSize there proposes a nil height to each row in turn, so each row still evens out only its own cards.
import SwiftUI

struct CardRows: View {
    var top: [String]
    var bottom: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            row(top)
            row(bottom)
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private func row(_ notes: [String]) -> some View {
        HStack(alignment: .top) {
            ForEach(notes, id: \.self) { note in
                Text(note)
                    .frame(width: 80, alignment: .leading)
                    .frame(maxHeight: .infinity, alignment: .top)
                    .padding(.horizontal, 8)
                    .background(Color.yellow)
            }
        }
    }
}
