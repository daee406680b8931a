import SwiftUI

// Exercise: a tab that lifts without moving anything (chapter 4, after step 11, drawing
// modifiers).
//
// The selected tab should be drawn one row higher than the others, but here it makes the row
// taller and pushes its neighbours. Fix it as the instructions (`learn exercises lifted-tab`)
// describe.
//
// Check your work with `learn check lifted-tab`; `learn hint lifted-tab` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct TabLabel: View {
    let title: String
    let selected: Bool

    var body: some View {
        Text(title)
            .padding(.horizontal, 8)
            .background(selected ? Color.blue : Color.gray)
            .padding(.bottom, selected ? 16 : 0)
    }
}
