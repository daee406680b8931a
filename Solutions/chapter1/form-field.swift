import SwiftUI

// Reference solution for the form-field exercise (chapter 1, after step 9).
//
// The frame places its child according to its alignment: with .leading, the padded label sits
// against the frame's leading edge, which is the right-hand edge in a right-to-left layout. The
// border comes after the frame, so it outlines the whole 200-by-48 field.

struct FormField: View {
    var label: String

    var body: some View {
        Text(label)
            .padding(.horizontal, 8)
            .frame(width: 200, height: 48, alignment: .leading)
            .border(Color.gray)
    }
}
