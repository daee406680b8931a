import SwiftUI

// Exercise: a column of equal buttons (chapter 4, after step 8, fixedSize and ideal sizes).
//
// Every button fills the whole width it is offered, so in a wide window the buttons stretch
// from edge to edge. Fix it as the instructions (`learn exercises option-column`) describe.
//
// Check your work with `learn check option-column`; `learn hint option-column` gives one hint
// at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

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
    }
}
