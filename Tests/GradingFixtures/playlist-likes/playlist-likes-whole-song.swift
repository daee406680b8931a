// MUST FAIL (playing a liked song; playing twice, liked in between; deleting, then playing the new first; liking two, playing one, in the dark): the starter as given: `id: \.self` makes the whole Song the id, and each play changes it, so the played song's row starts over with its switch off.
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
