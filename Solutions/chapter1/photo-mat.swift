import SwiftUI

// Reference solution for the photo-mat exercise (chapter 1, after step 7).
//
// Two rounds of "space, then colour behind it". The first background wraps the text and the
// first padding; the second padding adds space outside the yellow, and the second background
// fills that space (and, underneath the yellow, everything inside it).

struct PhotoMat: View {
    var caption: String

    var body: some View {
        Text(caption)
            .foregroundStyle(.black)
            .padding(.horizontal, 8)
            .background(Color.yellow)
            .padding(16)
            .background(Color.orange)
    }
}
