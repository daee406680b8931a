import SwiftUI

// Exercise: a menu row (chapter 4, after step 7, flexible frames).
//
// This row is always exactly 240 points wide, however much room it is offered. Make it
// flexible, as the instructions (`learn exercises menu-row`) describe: as wide as it is offered,
// but never narrower than 80 points or wider than 240, with the title at its leading edge.
//
// Check your work with `learn check menu-row`; `learn hint menu-row` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct MenuRow: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(width: 240, alignment: .leading)
            .background(Color.gray)
    }
}
