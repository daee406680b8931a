import SwiftUI

// Exercise: the rows in view (chapter 5, after step 8, preferences from rows that scroll).
//
// A list four rows tall, with a header that says which rows are wholly in view, as
// "Rows 3–6 of 10". This one finds the first row whose top is in view and assumes that the
// three after it are in view too, which is wrong when a row is cut in half or the list is short.
// Fix it as the instructions (`learn exercises rows-in-view`) describe.
//
// Check your work with `learn check rows-in-view`; `learn hint rows-in-view` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct RowTops: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]

    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue()) { _, new in new }
    }
}

struct RowsInView: View {
    var titles: [String]
    @State private var first = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Rows \(first + 1)–\(first + 4) of \(titles.count)")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(titles.indices, id: \.self) { index in
                        Text(titles[index])
                            .background(GeometryReader { proxy in
                                Color.clear.preference(
                                    key: RowTops.self,
                                    value: [index: proxy.frame(in: .named("rows")).minY])
                            })
                    }
                }
            }
            .frame(height: 64)
            .coordinateSpace(.named("rows"))
        }
        .onPreferenceChange(RowTops.self) { tops in
            first = tops.filter { $0.value >= 0 }.min { $0.value < $1.value }?.key ?? 0
        }
    }
}
