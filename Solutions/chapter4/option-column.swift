import SwiftUI

// Reference solution for the option-column exercise (chapter 4, step 8).
//
// `.fixedSize()` on the column proposes nil to the VStack. Offered nil across its axis, a stack
// asks each child for its ideal width and takes the largest as its own; it then places every
// child in that width, and a frame with `maxWidth: .infinity` grows to fill it. So every button
// is as wide as the widest title, whatever the column itself is offered.

struct OptionColumn: View {
    let titles: [String]

    var body: some View {
        VStack(spacing: 16) {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity)
                    .background(Color.gray)
            }
        }
        .fixedSize()
    }
}
