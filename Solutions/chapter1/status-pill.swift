import SwiftUI

// Reference solution for the status-pill exercise (chapter 1, after step 7).
//
// Read the chain from the top down: take the text, add 16 points at each side, then put green
// behind all of that. The background wraps the padded text, so it fills the padding too.

struct StatusPill: View {
    var status: String

    var body: some View {
        Text(status)
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .background(Color.green)
    }
}
