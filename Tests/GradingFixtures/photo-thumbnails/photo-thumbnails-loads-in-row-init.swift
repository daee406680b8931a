// MUST FAIL: each row makes its RemoteImage as an @ObservedObject in its initializer and starts loading there (the starter's mistake, with the activity indicator added): the list makes its rows again at every update, so the loads start before anything observes them, a new object replaces the one that loads, and the thumbnails never appear.
import SwiftUI

protocol Loader {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

/// A photo in the list: who took it, and where its thumbnail is.
struct Photo: Identifiable {
    let id: Int
    let author: String
    let thumbnailURL: URL
}

final class RemoteImage: ObservableObject {
    @Published var image: UIImage?
    private var started = false
    let url: URL
    let loader: Loader

    init(url: URL, loader: Loader) {
        self.url = url
        self.loader = loader
    }

    func load() {
        guard !started else { return }
        started = true
        loader.load(url) { result in
            if case .success(let data) = result { self.image = UIImage(data: data) }
        }
    }
}

struct ThumbnailList: View {
    let photos: [Photo]
    let loader: Loader

    init(photos: [Photo], loader: Loader) {
        self.photos = photos
        self.loader = loader
    }

    var body: some View {
        List(photos) { photo in
            ThumbnailRow(photo: photo, loader: loader)
        }
    }
}

struct ThumbnailRow: View {
    let photo: Photo
    @ObservedObject private var remote: RemoteImage

    init(photo: Photo, loader: Loader) {
        self.photo = photo
        remote = RemoteImage(url: photo.thumbnailURL, loader: loader)
        remote.load()
    }

    var body: some View {
        HStack(spacing: 8) {
            Group {
                if let image = remote.image {
                    Image(uiImage: image).resizable()
                } else {
                    ProgressView()
                }
            }
            .frame(width: 32, height: 32)
            Text(photo.author)
        }
    }
}
