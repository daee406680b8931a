// MUST FAIL (wherever a row is cut in half): rows count as in view when any part of them shows, so a row cut off at the top or the bottom is named in the header.
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
                                    value: [index: proxy.frame(in: .named("rows"))])
                            })
                    }
                }
            }
            .frame(height: 64)
            .coordinateSpace(.named("rows"))
        }
        .onPreferenceChange(RowFrames.self) { frames in
            let whole = frames.filter { $0.value.maxY > 0 && $0.value.minY < 64 }.keys
            first = whole.min() ?? 0
            last = whole.max() ?? 0
        }
    }
}
