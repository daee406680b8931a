// MUST PASS: the book's design with a loader in place of URLSession. Each view creates its
// Remote as an @ObservedObject (which is kept here, since no parent's body runs again while the
// list is shown), the completion hops to the main queue before publishing, and the photo view
// is given the URL and the aspect ratio.
import SwiftUI

protocol Loader {
    func load(_ url: URL, completion: @escaping (Result<Data, Error>) -> Void)
}

let photoListURL = URL(string: "https://photos.example/list.json")!

struct Photo: Codable, Identifiable {
    var id: String
    var author: String
    var width, height: CGFloat
    var url, download_url: URL
}

struct LoadingError: Error {}

final class Remote<A>: ObservableObject {
    @Published var result: Result<A, Error>? = nil
    var value: A? { try? result?.get() }

    let url: URL
    let loader: Loader
    let transform: (Data) -> A?

    init(url: URL, loader: Loader, transform: @escaping (Data) -> A?) {
        self.url = url
        self.loader = loader
        self.transform = transform
    }

    func load() {
        loader.load(url) { result in
            DispatchQueue.main.async {
                if case .success(let data) = result, let value = self.transform(data) {
                    self.result = .success(value)
                } else {
                    self.result = .failure(LoadingError())
                }
            }
        }
    }
}

struct ContentView: View {
    let loader: Loader
    @ObservedObject var items: Remote<[Photo]>

    init(loader: Loader) {
        self.loader = loader
        items = Remote(url: photoListURL, loader: loader) { try? JSONDecoder().decode([Photo].self, from: $0) }
    }

    var body: some View {
        NavigationView {
            if items.value == nil {
                if case .failure = items.result {
                    Text("Loading failed").navigationTitle("Photos")
                } else {
                    Text("Loading...")
                        .navigationTitle("Photos")
                        .onAppear { self.items.load() }
                }
            } else {
                List {
                    ForEach(items.value!) { photo in
                        NavigationLink(destination: PhotoView(photo.download_url, loader: loader, aspectRatio: photo.width / photo.height)) {
                            Text(photo.author)
                        }
                    }
                }
                .navigationTitle("Photos")
            }
        }
    }
}

struct PhotoView: View {
    @ObservedObject var image: Remote<UIImage>
    let aspectRatio: CGFloat

    init(_ url: URL, loader: Loader, aspectRatio: CGFloat) {
        image = Remote(url: url, loader: loader, transform: { UIImage(data: $0) })
        self.aspectRatio = aspectRatio
    }

    var body: some View {
        Group {
            if let picture = image.value {
                Image(uiImage: picture)
                    .resizable()
                    .aspectRatio(picture.size, contentMode: .fit)
            } else if case .failure = image.result {
                Text("Loading failed")
            } else {
                Color.gray
                    .aspectRatio(aspectRatio, contentMode: .fit)
                    .onAppear { self.image.load() }
            }
        }
    }
}
