import SwiftUI

// Exercise: a chart's legend (chapter 4, after step 2, ideal, minimum and maximum).
//
// The colour key should be a small block beside its label. Here it takes every point the row
// leaves it. Fix it as the instructions (`learn exercises legend-item`) describe.
//
// Check your work with `learn check legend-item`; `learn hint legend-item` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct LegendItem: View {
    let color: Color
    let label: String

    var body: some View {
        HStack {
            color
            Text(label)
        }
    }
}
