import SwiftUI

// Reference solution for the playlist (chapter 2, after step 16).
//
// A row's "liked" switch is the row's own @State, so it lives as long as the row's identity,
// which in a ForEach is the id of its element. `id: \.self` used the whole Song as the id, and
// a song's value changes every time it is played: a new id, so a new row with fresh state.
// `Song.id` never changes, so with it (ForEach over Identifiable elements, no `id:`) each row
// keeps its switch through plays and through deletions of other rows.

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
                ForEach(songs) { song in
                    SongRow(song: song)
                }
                .onDelete { songs.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }
}
