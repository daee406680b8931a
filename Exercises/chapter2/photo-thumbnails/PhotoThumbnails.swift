import SwiftUI

// Exercise: photo thumbnails that load once (chapter 2, after photo-list).
//
// A list of photos, each row a thumbnail and the photographer's name. The thumbnails never
// show up, and the loader is asked for them far too often. Fix it as the instructions
// (`learn exercises photo-thumbnails`) describe: an activity indicator while a thumbnail loads,
// loading when a row appears, and each thumbnail loaded once, however the rows come and go.
//
// Keep `Loader`, `Photo` and `ThumbnailList(photos:loader:)`: the checker gives the list a loader
// of its own, which answers one second later on the clock and counts every request. Do not
// declare `LoadLog`, `NoPicture`, `CountingLoader`, `LoadCount`, `photographers`, `checkedPhotos`,
// `CheckedThumbnails` or `UnopenedThumbnails`: the checker brings its own. Check your work with
// `learn check photo-thumbnails`; `learn hint photo-thumbnails` gives one hint at a time. Keep
// this file to declarations.

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

/// A picture that comes from the network: nil until it has arrived.
final class RemoteImage: ObservableObject {
    @Published var image: UIImage?
    let url: URL
    let loader: Loader

    init(url: URL, loader: Loader) {
        self.url = url
        self.loader = loader
    }

    func load() {
        loader.load(url) { result in
            if case .success(let data) = result {
                self.image = UIImage(data: data)
            }
        }
    }
}

struct ThumbnailList: View {
    let photos: [Photo]
    let loader: Loader

    var body: some View {
        List(photos) { photo in
            ThumbnailRow(photo: photo, loader: loader)
        }
    }
}

struct ThumbnailRow: View {
    let photo: Photo
    @ObservedObject var thumbnail: RemoteImage

    init(photo: Photo, loader: Loader) {
        self.photo = photo
        thumbnail = RemoteImage(url: photo.thumbnailURL, loader: loader)
        thumbnail.load()
    }

    var body: some View {
        HStack(spacing: 8) {
            Group {
                if let image = thumbnail.image {
                    Image(uiImage: image)
                        .resizable()
                } else {
                    Color.gray
                }
            }
            .frame(width: 32, height: 32)
            Text(photo.author)
        }
    }
}
