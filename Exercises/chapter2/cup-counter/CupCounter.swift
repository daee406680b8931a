import SwiftUI

// Exercise: a cup counter (chapter 2, after step 4).
//
// The counter shows how many cups are on the table, with a button that pours one more and a
// button that drinks one. Right now it always says 0 and the buttons do nothing: the count is a
// plain property, and a view's body cannot change a plain property of its own struct (try
// writing `cups += 1` in the action and read the compiler's complaint).
//
// Make the buttons work. Keep `CupCounter()` (no arguments), the text "Cups: N" and the buttons
// "Pour" and "Drink": the checker drives the counter through them. Check your work with
// `learn check cup-counter`; `learn hint cup-counter` gives one hint at a time. Keep this file to
// declarations (no top-level statements).

struct CupCounter: View {
    var cups = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Cups: \(cups)")
            HStack(spacing: 16) {
                Button("Pour") {
                    // one more cup
                }
                Button("Drink") {
                    // one cup fewer, but never fewer than none
                }
            }
        }
    }
}
