// MUST PASS: an async design. The loader is wrapped in an async function, each view loads in
// `.task` (which starts when the view appears, like onAppear), the state is an enum, and the
// links push values shown by `navigationDestination(for:)`.
import SwiftUI

protocol Loader {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

let photoListURL = URL(string: "https://photos.example/list.json")!

extension Loader {
    func data(from url: URL) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            load(url) { continuation.resume(with: $0) }
        }
    }
}

struct Photo: Decodable, Identifiable, Hashable {
    let id: String
    let author: String
    let width: Double
    let height: Double
    let downloadURL: URL

    enum CodingKeys: String, CodingKey {
        case id, author, width, height
        case downloadURL = "download_url"
    }
}

enum Loading<Value> {
    case loading
    case loaded(Value)
    case failed
}

struct NotAPicture: Error {}

struct ContentView: View {
    let loader: Loader
    @State private var photos = Loading<[Photo]>.loading

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Photos")
                .navigationDestination(for: Photo.self) { photo in
                    PhotoScreen(photo: photo, loader: loader)
                }
        }
        .task {
            do {
                let data = try await loader.data(from: photoListURL)
                photos = .loaded(try JSONDecoder().decode([Photo].self, from: data))
            } catch {
                photos = .failed
            }
        }
    }

    @ViewBuilder private var content: some View {
        switch photos {
        case .loading: Text("Loading...")
        case .failed: Text("Loading failed")
        case .loaded(let list):
            List(list) { photo in
                NavigationLink(photo.author, value: photo)
            }
        }
    }
}

struct PhotoScreen: View {
    let photo: Photo
    let loader: Loader
    @State private var picture = Loading<UIImage>.loading

    var body: some View {
        Group {
            switch picture {
            case .loading:
                Rectangle()
                    .fill(Color.gray)
                    .aspectRatio(photo.width / photo.height, contentMode: .fit)
            case .failed:
                Text("Loading failed")
            case .loaded(let image):
                Image(uiImage: image)
                    .resizable()
                    .scaledToFit()
            }
        }
        .task {
            do {
                guard let image = UIImage(data: try await loader.data(from: photo.downloadURL)) else { throw NotAPicture() }
                picture = .loaded(image)
            } catch {
                picture = .failed
            }
        }
    }
}
