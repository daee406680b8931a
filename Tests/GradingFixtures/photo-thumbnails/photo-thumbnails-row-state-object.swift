// MUST FAIL (the scenarios where rows come back): each row owns a RemoteImage with @StateObject and loads it once in onAppear, which survives the list's updates but not a row's scrolling out of view: the list forgets the row with its state object, and the thumbnail is loaded again when the row comes back.
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
    @StateObject private var remote: RemoteImage

    init(photo: Photo, loader: Loader) {
        self.photo = photo
        _remote = StateObject(wrappedValue: RemoteImage(url: photo.thumbnailURL, loader: loader))
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
        .onAppear { remote.load() }
    }
}
