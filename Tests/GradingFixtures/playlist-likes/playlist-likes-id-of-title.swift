// MUST PASS: identifies the rows by title with `id: \.title`, which is unique and never changes in this playlist, and guards the play with `indices.first`: written differently, it draws and behaves the same.
import SwiftUI

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
                guard let first = songs.indices.first else { return }
                songs[first].plays += 1
            }
            List {
                ForEach(songs, id: \.title) { song in
                    SongRow(song: song)
                }
                .onDelete { songs.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }
}
