import SwiftUI

// Exercise: form labels (chapter 5, after step 6, sharing a measurement).
//
// A form's labels should all be as wide as the widest, each ending at the same column, so that
// the values start in a line. Every label already reports its width, but the labels still come
// out too narrow for some forms. Find out why and fix it, as the instructions
// (`learn exercises form-labels`) describe.
//
// Check your work with `learn check form-labels`; `learn hint form-labels` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct LabelWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct LabelledForm: View {
    var labels: [String]
    var values: [String]
    @State private var labelWidth: CGFloat? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(labels.indices, id: \.self) { index in
                HStack(alignment: .top, spacing: 8) {
                    Text(labels[index])
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: LabelWidth.self, value: proxy.size.width)
                        })
                        .frame(width: labelWidth, alignment: .trailing)
                        .foregroundStyle(Color.gray)
                    Text(values[index])
                }
            }
        }
        .onPreferenceChange(LabelWidth.self) { widest in
            labelWidth = widest
        }
    }
}
