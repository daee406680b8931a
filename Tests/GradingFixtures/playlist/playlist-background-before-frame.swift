// MUST FAIL (every scenario): the background comes before the wide frame, so it is laid out at the padded title's size: the grey covers only the title, not the whole row.
import SwiftUI

struct Playlist: View {
    let tracks: [String]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(tracks, id: \.self) { track in
                    Text(track)
                        .padding(.horizontal, 8)
                        .background(Color.gray)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
    }
}
