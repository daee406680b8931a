import SwiftUI

// Reference solution for the playlist exercise (chapter 4, step 20).
//
// A vertical ScrollView proposes nil for the height to its content. A colour asked for its
// ideal height is 10 points, so a grey stripe laid out by itself in a row would be thin and
// would not cover its text. Put the grey in the text's background instead: a background is
// proposed the size of the view it sits behind, here the framed text's full width and one row.
// The frame with maxWidth: .infinity makes each row as wide as the scroll view was offered, so
// the scroll view, which is as wide as its content, fills the width too.

struct Playlist: View {
    let tracks: [String]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(tracks, id: \.self) { track in
                    Text(track)
                        .padding(.horizontal, 8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.gray)
                }
            }
        }
    }
}
