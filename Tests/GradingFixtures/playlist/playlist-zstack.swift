// MUST FAIL (every scenario): the starter: inside the scroll view the ZStack is proposed nil for its height and passes that on, so each grey stripe takes a colour's ideal height, 10 points, not the row's 16; and the ZStack centres the titles.
import SwiftUI

struct Playlist: View {
    let tracks: [String]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(tracks, id: \.self) { track in
                    ZStack {
                        Color.gray
                        Text(track)
                    }
                }
            }
        }
    }
}
