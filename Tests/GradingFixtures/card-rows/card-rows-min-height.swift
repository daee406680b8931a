// MUST PASS: each card reports its height from an overlay reader, the key is a struct with its own name, and the cards get .frame(minHeight:alignment:) with the tallest height; a frame with only a minimum takes its child's height raised to that minimum, which for every card is the tallest, as in the reference.
import SwiftUI

struct CardHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        let next = nextValue()
        if next > value { value = next }
    }
}

struct CardRows: View {
    var top: [String]
    var bottom: [String]
    @State private var tallest: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach([top, bottom], id: \.self) { notes in
                HStack(alignment: .top) {
                    ForEach(notes, id: \.self) { note in
                        Text(note)
                            .frame(width: 80, alignment: .leading)
                            .overlay(GeometryReader { proxy in
                                Color.clear.preference(key: CardHeightKey.self, value: proxy.size.height)
                            })
                            .frame(minHeight: tallest, alignment: .top)
                            .padding(.horizontal, 8)
                            .background(Color.yellow)
                    }
                }
            }
        }
        .onPreferenceChange(CardHeightKey.self) { tallest = $0 }
    }
}
