import SwiftUI

// Reference solution for the card rows (chapter 5, after step 7).
//
// The cards are in two stacks, so the stack idiom (flexible frames inside a fixedSize stack)
// would only even out each row by itself. A preference reaches every card below the view that
// reads it: each text reports its height, the key keeps the tallest, and the rows' view stores
// it and frames every card at that height, text at the top. The reader sits before the frame it
// feeds, so what it measures never depends on itself.

struct TallestCard: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct CardRows: View {
    var top: [String]
    var bottom: [String]
    @State private var height: CGFloat? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            row(top)
            row(bottom)
        }
        .onPreferenceChange(TallestCard.self) { tallest in
            height = tallest
        }
    }

    private func row(_ notes: [String]) -> some View {
        HStack(alignment: .top) {
            ForEach(notes, id: \.self) { note in
                Text(note)
                    .frame(width: 80, alignment: .leading)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: TallestCard.self, value: proxy.size.height)
                    })
                    .frame(height: height, alignment: .top)
                    .padding(.horizontal, 8)
                    .background(Color.yellow)
            }
        }
    }
}
