// MUST FAIL (deleting a song above a liked one; deleting, then playing the new first): identifies the rows by position, which survives a play but not a deletion: after Rain is deleted, the switch that was on stays in the second row, now Moss's.
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
                ForEach(songs.indices, id: \.self) { index in
                    SongRow(song: songs[index])
                }
                .onDelete { songs.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }
}
