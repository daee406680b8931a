// MUST FAIL (every scenario after something loads): Remote's result is a plain property, so
// nothing tells the views that it changed, and the screens stay on their placeholders.
import SwiftUI

/// How the app reaches the network: asked for a URL, a loader calls `completion` some time
/// later with the bytes there, or with an error.
protocol Loader {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

/// Where the list of photos is.
let photoListURL = URL(string: "https://photos.example/list.json")!

/// One entry of the list, as the JSON names its fields.
struct Photo: Codable, Identifiable {
    var id: String
    var author: String
    var width: Int
    var height: Int
    var url: URL
    var download_url: URL
}

/// Bytes that could not be turned into the value wanted.
struct UnreadableData: Error {}

/// A value that comes from the network: `nil` until it is loaded, then loaded or failed.
final class Remote<Value>: ObservableObject {
    private(set) var result: Result<Value, Error>?
    let url: URL
    let loader: Loader
    let transform: (Data) -> Value?

    init(url: URL, loader: Loader, transform: @escaping (Data) -> Value?) {
        self.url = url
        self.loader = loader
        self.transform = transform
    }

    var value: Value? { try? result?.get() }
    var failed: Bool {
        if case .failure = result { true } else { false }
    }

    /// Starts loading, once.
    func load() {
        guard result == nil else { return }
        loader.load(url) { bytes in
            self.result = bytes.flatMap { data in
                self.transform(data).map { .success($0) } ?? .failure(UnreadableData())
            }
        }
    }
}

struct ContentView: View {
    @StateObject private var photos: Remote<[Photo]>
    let loader: Loader

    init(loader: Loader) {
        self.loader = loader
        _photos = StateObject(wrappedValue: Remote(url: photoListURL, loader: loader) { data in
            try? JSONDecoder().decode([Photo].self, from: data)
        })
    }

    var body: some View {
        NavigationStack {
            Group {
                if let list = photos.value {
                    List(list) { photo in
                        NavigationLink(photo.author) {
                            PhotoView(photo: photo, loader: loader)
                        }
                    }
                } else if photos.failed {
                    Text("Loading failed")
                } else {
                    Text("Loading...")
                }
            }
            .navigationTitle("Photos")
        }
        .onAppear { photos.load() }
    }
}

struct PhotoView: View {
    @StateObject private var image: Remote<UIImage>
    let aspectRatio: CGFloat

    init(photo: Photo, loader: Loader) {
        aspectRatio = CGFloat(photo.width) / CGFloat(photo.height)
        _image = StateObject(wrappedValue: Remote(url: photo.download_url, loader: loader) { UIImage(data: $0) })
    }

    var body: some View {
        Group {
            if let picture = image.value {
                Image(uiImage: picture)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
            } else if image.failed {
                Text("Loading failed")
            } else {
                Color.gray
                    .aspectRatio(aspectRatio, contentMode: .fit)
            }
        }
        .onAppear { image.load() }
    }
}
