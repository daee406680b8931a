import SwiftUI

// Reference solution for the rows in view (chapter 5, after step 8).
//
// Every row reports its whole frame in the scroll view's named coordinate space, where the
// visible part runs from y = 0 to y = 64 whatever the offset. A row is fully in view when its
// top is at 0 or below and its bottom at 64 or above; the header names the first and the last
// such row. The frames are merged into one dictionary keyed by the row's index.

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
                                    value: [index: proxy.frame(in: .named("rows"))])
                            })
                    }
                }
            }
            .frame(height: 64)
            .coordinateSpace(.named("rows"))
        }
        .onPreferenceChange(RowFrames.self) { frames in
            let whole = frames.filter { $0.value.minY >= 0 && $0.value.maxY <= 64 }.keys
            first = whole.min() ?? 0
            last = whole.max() ?? 0
        }
    }
}
