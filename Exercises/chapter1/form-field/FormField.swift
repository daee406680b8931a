import SwiftUI

// Exercise: a form field (chapter 1, after step 9).
//
// An empty form field is a box 200 by 48 points, outlined in grey, with its label at the start
// of the box, one cell in from the edge. This field puts the label in the middle. Fix it
// (`learn exercises form-field`).
//
// Keep `FormField(label:)`: the checker builds the field with it. Check your work with
// `learn check form-field` (or `:check` in the REPL); `learn hint form-field` gives one hint at
// a time. Keep this file to declarations (no top-level statements).

struct FormField: View {
    var label: String

    var body: some View {
        Text(label)
            .padding(.horizontal, 8)
            .frame(width: 200, height: 48)
            .border(Color.gray)
    }
}
