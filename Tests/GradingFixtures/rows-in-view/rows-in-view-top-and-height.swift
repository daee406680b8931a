// MUST PASS: each row reports its top and its height as a small struct, and the header is worked out in a computed property from the stored reports; a row is in view when its top is at least 0 and its top plus its height at most 64, as in the reference.
import SwiftUI

struct RowSpan: Equatable {
    var top: CGFloat
    var height: CGFloat
}

struct RowSpans: PreferenceKey {
    static let defaultValue: [Int: RowSpan] = [:]

    static func reduce(value: inout [Int: RowSpan], nextValue: () -> [Int: RowSpan]) {
        for (index, span) in nextValue() { value[index] = span }
    }
}

struct RowsInView: View {
    var titles: [String]
    @State private var spans: [Int: RowSpan] = [:]

    private var header: String {
        let whole = spans.filter { $0.value.top >= 0 && $0.value.top + $0.value.height <= 64 }.map(\.key)
        return "Rows \((whole.min() ?? 0) + 1)–\((whole.max() ?? 0) + 1) of \(titles.count)"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(header)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
                        Text(title)
                            .background(GeometryReader { proxy in
                                let frame = proxy.frame(in: .named("rows"))
                                Color.clear.preference(
                                    key: RowSpans.self,
                                    value: [index: RowSpan(top: frame.minY, height: frame.height)])
                            })
                    }
                }
            }
            .frame(height: 64)
            .coordinateSpace(.named("rows"))
        }
        .onPreferenceChange(RowSpans.self) { spans = $0 }
    }
}
