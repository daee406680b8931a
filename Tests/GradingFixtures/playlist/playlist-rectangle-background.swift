// MUST PASS: the same row written with the inset on each side, a frame with an explicit minimum of 0, and the grey as a filled Rectangle in the background's closure; the background is still proposed the full-width row, so it draws what the reference draws.
import SwiftUI

struct Playlist: View {
    let tracks: [String]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(tracks, id: \.self) { track in
                    Text(track)
                        .padding(.leading, 8)
                        .padding(.trailing, 8)
                        .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
                        .background {
                            Rectangle().fill(Color.gray)
                        }
                }
            }
        }
    }
}
