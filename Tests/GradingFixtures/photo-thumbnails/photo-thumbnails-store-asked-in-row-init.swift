// MUST FAIL (the moments right after rows appear): the store is right, but a row asks it for its thumbnail in the row's initializer instead of onAppear, so the requests are made while SwiftUI is making the list's rows, in the middle of an update (SwiftUI warns about publishing changes from within view updates): the checker's count of loads is not redrawn for them and lags behind: it reads 0 while the first thumbnails load, and too few right after scrolling, until the next update.
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

    init(photo: Photo, store: ThumbnailStore) {
        self.photo = photo
        self.store = store
        store.load(photo.thumbnailURL)
    }

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
    }
}
