import SwiftUI

// Exercise: a meter row (chapter 4, after step 12, how an HStack shares out its width).
//
// In a narrow row the label and the value are cut short, while the bar still gets a share of
// the width. Fix it as the instructions (`learn exercises meter-row`) describe.
//
// Check your work with `learn check meter-row`; `learn hint meter-row` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct MeterRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
            Color.blue
                .frame(height: 16)
            Text(value)
        }
    }
}
