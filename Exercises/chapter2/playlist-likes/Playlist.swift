import SwiftUI

// Exercise: a playlist (chapter 2, after step 16).
//
// Each song in the list has a switch for whether you like it, and "Play the first" counts one
// more play of the song at the top. Rows can be deleted (swipe, or `:delete Tide` in the REPL).
// Like "Rain", then play it: the switch goes off.
//
// Make every switch stay with its song, through plays and deletions. Keep `Playlist()` (no
// arguments), the button "Play the first", and the rows, each a toggle marked with
// `.accessibilityIdentifier(song.title)`: the checker drives the list through them. Check your
// work with `learn check playlist-likes`; `learn hint playlist-likes` gives one hint at a time.
// Keep this file to declarations (no top-level statements).

struct Song: Identifiable, Hashable {
    let id: Int
    let title: String
    var plays = 0
}

/// One song, with a switch for whether you like it: state of the row's own.
struct SongRow: View {
    let song: Song
    @State private var liked = false

    var body: some View {
        Toggle("\(song.title), played \(song.plays)", isOn: $liked)
            .accessibilityIdentifier(song.title)
    }
}

struct Playlist: View {
    @State private var songs = [
        Song(id: 1, title: "Rain"),
        Song(id: 2, title: "Tide"),
        Song(id: 3, title: "Moss"),
    ]

    var body: some View {
        VStack(spacing: 0) {
            Button("Play the first") {
                if !songs.isEmpty {
                    songs[0].plays += 1
                }
            }
            List {
                ForEach(songs, id: \.self) { song in
                    SongRow(song: song)
                }
                .onDelete { songs.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }
}
