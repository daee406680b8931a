// MUST FAIL (wherever a card is shorter than the tallest): the height frame has no alignment, so the text of a shorter card is centred in it instead of sitting at the top.
import SwiftUI

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
                    .frame(height: height)
                    .padding(.horizontal, 8)
                    .background(Color.yellow)
            }
        }
    }
}
