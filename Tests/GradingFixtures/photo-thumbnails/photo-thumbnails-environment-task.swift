// MUST PASS: the cache is a Thumbnails object that the list owns with @StateObject and hands to its rows with .environmentObject; it records each URL's state (asked, arrived) in one dictionary, and a row asks for its thumbnail in .task instead of onAppear.
import SwiftUI

protocol Loader {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

struct Photo: Identifiable {
    let id: Int
    let author: String
    let thumbnailURL: URL
}

enum ThumbnailState {
    case asked
    case arrived(UIImage)
    case failed
}

final class Thumbnails: ObservableObject {
    @Published var states: [URL: ThumbnailState] = [:]
    let loader: Loader

    init(loader: Loader) {
        self.loader = loader
    }

    func fetch(_ url: URL) {
        if states[url] != nil { return }
        states[url] = .asked
        loader.load(url) { [weak self] result in
            switch result {
            case .success(let data):
                self?.states[url] = UIImage(data: data).map(ThumbnailState.arrived) ?? .failed
            case .failure:
                self?.states[url] = .failed
            }
        }
    }

    func image(for url: URL) -> UIImage? {
        if case .arrived(let image)? = states[url] { return image }
        return nil
    }
}

struct ThumbnailList: View {
    let photos: [Photo]
    @StateObject private var thumbnails: Thumbnails

    init(photos: [Photo], loader: Loader) {
        self.photos = photos
        _thumbnails = StateObject(wrappedValue: Thumbnails(loader: loader))
    }

    var body: some View {
        List(photos) { photo in
            PhotoRow(photo: photo)
        }
        .environmentObject(thumbnails)
    }
}

struct PhotoRow: View {
    let photo: Photo
    @EnvironmentObject private var thumbnails: Thumbnails

    var body: some View {
        HStack(spacing: 8) {
            ZStack {
                if let image = thumbnails.image(for: photo.thumbnailURL) {
                    Image(uiImage: image).resizable()
                } else {
                    ProgressView()
                }
            }
            .frame(width: 32, height: 32)
            Text(photo.author)
        }
        .task {
            thumbnails.fetch(photo.thumbnailURL)
        }
    }
}
