// MUST FAIL (wherever the labels differ in width): the reduce is fixed, but the labels' frame has no alignment, so each label is centred in the column instead of ending at its trailing edge.
import SwiftUI

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
                        .frame(width: labelWidth)
                        .foregroundStyle(Color.gray)
                    Text(values[index])
                }
            }
        }
        .onPreferenceChange(LabelWidth.self) { labelWidth = $0 }
    }
}
