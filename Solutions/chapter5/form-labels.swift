import SwiftUI

// Reference solution for the form labels (chapter 5, after step 6).
//
// Every label reports its own width; the key's reduce keeps the larger of two values, so the
// form, reading above all the rows, receives the widest. The form stores it and, on the second
// pass, puts every label in a frame that wide, aligned to its trailing edge, so that the labels
// end in one column and the values start in another. The readers measure the bare labels,
// inside the frames that use the measurement, so the passes settle.

struct LabelWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
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
