import SwiftUI

// Exercise: a pressed key (chapter 5, after step 4, drawing is not layout).
//
// A row of grey keys; the pressed one is drawn 16 points lower, as if pushed in. This one pushes
// it down with a padding, which makes the row taller and moves everything round it. Fix it as
// the instructions (`learn exercises pressed-key`) describe.
//
// Check your work with `learn check pressed-key`; `learn hint pressed-key` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct KeyRow: View {
    var keys: [String]
    var pressed: Int?

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            ForEach(keys.indices, id: \.self) { index in
                Text(keys[index])
                    .padding(.horizontal, 8)
                    .background(Color.gray)
                    .padding(.top, index == pressed ? 16 : 0)
            }
        }
    }
}
