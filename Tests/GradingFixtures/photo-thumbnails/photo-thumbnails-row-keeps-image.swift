// MUST FAIL (the scenarios where rows come back): each row keeps its own thumbnail in @State and loads it in onAppear, with the activity indicator meanwhile; right until a row scrolls out of view, when the list forgets it with its state, so the thumbnail is loaded again when the row comes back.
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
    let loader: Loader
    @State private var image: UIImage?

    var body: some View {
        HStack(spacing: 8) {
            Group {
                if let image {
                    Image(uiImage: image).resizable()
                } else {
                    ProgressView()
                }
            }
            .frame(width: 32, height: 32)
            Text(photo.author)
        }
        .onAppear {
            loader.load(photo.thumbnailURL) { result in
                if case .success(let data) = result { image = UIImage(data: data) }
            }
        }
    }
}
