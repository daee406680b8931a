import SwiftUI

// Exercise: cards in two rows (chapter 5, after step 7, equal heights).
//
// Two rows of yellow cards, every card as tall as the tallest card of both rows. This one evens
// out each row by itself, with the stack idiom from step 7, so the two rows come out of
// different heights. Fix it as the instructions (`learn exercises card-rows`) describe.
//
// Check your work with `learn check card-rows`; `learn hint card-rows` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct CardRows: View {
    var top: [String]
    var bottom: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            row(top)
            row(bottom)
        }
    }

    private func row(_ notes: [String]) -> some View {
        HStack(alignment: .top) {
            ForEach(notes, id: \.self) { note in
                Text(note)
                    .frame(width: 80, alignment: .leading)
                    .frame(maxHeight: .infinity, alignment: .top)
                    .padding(.horizontal, 8)
                    .background(Color.yellow)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}
