import SwiftUI

// Exercise: a photo list that loads its data (chapter 2).
//
// Build an app that loads a list of photos from the network, shows their authors, and shows a
// photo when its author is tapped; README.md (`learn exercises photo-list`) goes step by step.
//
// Keep `Loader`, `photoListURL` and `ContentView(loader:)`: the checker gives ContentView a
// loader of its own, which answers one second later on the clock and writes down every URL
// asked for. Do not declare types named `SlowLoader`, `RequestLog`, `RequestLogView`,
// `NoNetwork`, `CheckedApp` or `UnopenedApp`: the checker brings its own. Check your work with
// `learn check photo-list`; `learn hint photo-list` gives one hint at a time. Keep this file to
// declarations (no top-level statements).

/// How the app reaches the network: asked for a URL, a loader calls `completion` some time
/// later with the bytes there, or with an error. (Behind a protocol, the app can be given a
/// real network, a slow one for the checker, or files for a preview.)
protocol Loader {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

/// Where the list of photos is: a JSON array of photos.
let photoListURL = URL(string: "https://photos.example/list.json")!

struct ContentView: View {
    let loader: Loader

    var body: some View {
        NavigationStack {
            Text("Photos will be here")
                .navigationTitle("Photos")
        }
    }
}
