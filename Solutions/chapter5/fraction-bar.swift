import SwiftUI

// Reference solution for the fraction bar (chapter 5, after step 2).
//
// A GeometryReader takes the whole width it is offered and tells its content how much that is,
// so the bar is `fraction` of the reader's width, whatever the parent proposed. The reader places
// its content at its top leading corner: the bar starts at the leading edge (the right-hand one,
// right to left). The grey outline is the track. The frame fixes the height, since a reader would otherwise take all the height
// it is offered too. The fraction is clamped so that the bar never leaves the track.

struct FractionBar: View {
    var fraction: Double

    var body: some View {
        GeometryReader { proxy in
            Color.blue
                .frame(width: proxy.size.width * min(max(fraction, 0), 1))
        }
        .frame(height: 16)
        .border(Color.gray)
    }
}
