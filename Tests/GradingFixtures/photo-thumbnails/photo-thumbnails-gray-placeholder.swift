// MUST FAIL (the moments a thumbnail is on its way): the loading is right, but the row shows a static gray square while it waits instead of the activity indicator, ProgressView().
import SwiftUI

/// How the app reaches the network: asked for a URL, a loader calls `completion` some time
/// later with the bytes there, or with an error.
protocol Loader {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

/// A photo in the list: who took it, and where its thumbnail is.
struct Photo: Identifiable {
    let id: Int
    let author: String
    let thumbnailURL: URL
}

/// Every thumbnail asked for, by URL: each is loaded once, however often it is asked for.
final class ThumbnailStore: ObservableObject {
    @Published private(set) var images: [URL: UIImage] = [:]
    private var asked: Set<URL> = []
    let loader: Loader

    init(loader: Loader) {
        self.loader = loader
    }

    func load(_ url: URL) {
        guard !asked.contains(url) else { return }
        asked.insert(url)
        loader.load(url) { result in
            if case .success(let data) = result, let image = UIImage(data: data) {
                self.images[url] = image
            }
        }
    }
}

struct ThumbnailList: View {
    let photos: [Photo]
    @StateObject private var store: ThumbnailStore

    init(photos: [Photo], loader: Loader) {
        self.photos = photos
        _store = StateObject(wrappedValue: ThumbnailStore(loader: loader))
    }

    var body: some View {
        List(photos) { photo in
            ThumbnailRow(photo: photo, store: store)
        }
    }
}

struct ThumbnailRow: View {
    let photo: Photo
    @ObservedObject var store: ThumbnailStore

    var body: some View {
        HStack(spacing: 8) {
            Group {
                if let image = store.images[photo.thumbnailURL] {
                    Image(uiImage: image)
                        .resizable()
                } else {
                    Color.gray
                }
            }
            .frame(width: 32, height: 32)
            Text(photo.author)
        }
        .onAppear { store.load(photo.thumbnailURL) }
    }
}
