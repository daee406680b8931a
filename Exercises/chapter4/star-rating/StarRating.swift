import SwiftUI

// Exercise: a star rating (chapter 4, after step 21, your own shapes, masks and styles).
//
// The orange stars should be cut off cleanly after `value` stars. Here the orange row is given
// a narrow frame instead, and the text inside it truncates. Fix it as the instructions
// (`learn exercises star-rating`) describe.
//
// Check your work with `learn check star-rating`; `learn hint star-rating` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct StarRating: View {
    let value: Double

    var body: some View {
        Text("★★★★★")
            .foregroundStyle(.gray)
            .overlay(alignment: .leading) {
                Text("★★★★★")
                    .foregroundStyle(.orange)
                    .frame(width: value * 8, alignment: .leading)
                    .clipped()
            }
    }
}
