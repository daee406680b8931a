import SwiftUI

// Reference solution for the photo thumbnails exercise (chapter 2).
//
// - The thumbnails loaded so far live in one ThumbnailStore, owned by the list with @StateObject:
//   rows come and go (a lazy list makes them again whenever it likes, and SwiftUI does not
//   promise to keep the state of a row that scrolled away; this runtime forgets it at once),
//   but the store stays as long as the list is on screen, so a thumbnail asked for once is
//   never asked for again.
// - A row asks the store for its thumbnail in onAppear, when SwiftUI shows it, never in an
//   initializer: SwiftUI makes view values far more often than it shows them, and makes some
//   it never shows at all. The store remembers what it has asked for, so a row that appears
//   again, or a store asked twice, costs nothing.
// - While its thumbnail is on its way, a row shows the platform's activity indicator,
//   ProgressView(), in the thumbnail's 32×32 place, so the row does not change size when the
//   picture arrives.

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
                    ProgressView()
                }
            }
            .frame(width: 32, height: 32)
            Text(photo.author)
        }
        .onAppear { store.load(photo.thumbnailURL) }
    }
}
