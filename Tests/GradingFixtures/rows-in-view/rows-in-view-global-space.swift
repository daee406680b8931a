// MUST FAIL (every scenario but "a short list: rows 1 to 3", whose three rows fit either way): the rows report their frames in the window's space instead of the scroll view's, so every top is 16 points further down (below the header) and the row at the bottom of the list never counts as wholly in view.
import SwiftUI

struct RowFrames: PreferenceKey {
    static let defaultValue: [Int: CGRect] = [:]

    static func reduce(value: inout [Int: CGRect], nextValue: () -> [Int: CGRect]) {
        value.merge(nextValue()) { _, new in new }
    }
}

struct RowsInView: View {
    var titles: [String]
    @State private var first = 0
    @State private var last = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Rows \(first + 1)–\(last + 1) of \(titles.count)")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(titles.indices, id: \.self) { index in
                        Text(titles[index])
                            .background(GeometryReader { proxy in
                                Color.clear.preference(
                                    key: RowFrames.self,
                                    value: [index: proxy.frame(in: .global)])
                            })
                    }
                }
            }
            .frame(height: 64)
        }
        .onPreferenceChange(RowFrames.self) { frames in
            let whole = frames.filter { $0.value.minY >= 0 && $0.value.maxY <= 64 }.keys
            first = whole.min() ?? 0
            last = whole.max() ?? 0
        }
    }
}
