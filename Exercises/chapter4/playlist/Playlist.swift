import SwiftUI

// Exercise: a playlist in a scroll view (chapter 4, after step 20, scroll views).
//
// Each track should be a grey stripe across the whole list with its title at the leading side.
// Inside the scroll view the stripes come out thin and the titles centred. Fix it as the
// instructions (`learn exercises playlist`) describe.
//
// Check your work with `learn check playlist`; `learn hint playlist` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

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
