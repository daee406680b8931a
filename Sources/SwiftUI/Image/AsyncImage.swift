import Foundation

/// The stages of an `AsyncImage`'s loading: not loaded yet, loaded, or failed.
public enum AsyncImagePhase {
    /// Loading has not finished yet (or the URL is `nil`): the placeholder shows.
    case empty
    /// The picture loaded.
    case success(Image)
    /// Loading failed, with the reason; learn fails for `http`/`https` URLs, as it has no network.
    case failure(Error)

    /// The loaded image, in the success phase.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why loading failed, in the failure phase.
    public var error: Error? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// A view that loads a picture from a URL and shows it, with a placeholder until then.
///
/// learn has no network: a `file://` URL loads the picture in that file (PNG or JPEG), after a
/// short wait on the host's virtual clock (``loadingDelay``), so a test, a scenario or a learner
/// sees the placeholder first and `host.advance(by:)` shows the picture. An `http` or `https`
/// URL fails with a message saying so (see docs/deviations.md). The phase changes in the
/// transaction given, so `Transaction(animation:)` animates the picture in.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> AnyView
    @State private var phase = AsyncImagePhase.empty

    /// How long loading takes on the host's clock: long enough to see the placeholder.
    public static var loadingDelay: Duration { .milliseconds(100) }

    /// Loads and shows the picture at `url`; until then (and if loading fails) a grey
    /// placeholder that fills the space offered, as SwiftUI's default placeholder does.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale, transaction: Transaction(), erasing: { phase in
            phase.image.map { AnyView($0) } ?? AnyView(Color.gray.opacity(0.25))
        })
    }

    /// Loads the picture at `url` and shows `content(image)`, and `placeholder()` until then
    /// (and if loading fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1,
        @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction(), erasing: { phase in
            phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder())
        })
    }

    /// Loads the picture at `url` and shows `content(phase)` for each phase of loading; the
    /// phase changes in `transaction`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, scale: scale, transaction: transaction, erasing: { AnyView(content($0)) })
    }

    private init(url: URL?, scale: CGFloat, transaction: Transaction, erasing content: @escaping (AsyncImagePhase) -> AnyView) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        let url = url, scale = scale, transaction = transaction, phase = $phase
        content(phase.wrappedValue)
            .task(id: url) {
                // A new URL starts again from the placeholder, as SwiftUI's does.
                withTransaction(transaction) { phase.wrappedValue = .empty }
                guard let url else { return }
                do { try await Task.sleep(for: Self.loadingDelay) } catch { return }
                let loaded = AsyncImageLoading.phase(loading: url, scale: scale)
                withTransaction(transaction) { phase.wrappedValue = loaded }
            }
    }
}

/// Why an `AsyncImage` could not load its URL, in plain words.
struct AsyncImageError: LocalizedError, CustomStringConvertible {
    let message: String
    var errorDescription: String? { message }
    var description: String { message }
}

/// Loads what an `AsyncImage` shows: the picture in a `file://` URL's file, through the
/// host's ``ImageFiles`` reader.
enum AsyncImageLoading {
    static func phase(loading url: URL, scale: CGFloat) -> AsyncImagePhase {
        let message: String
        switch url.scheme?.lowercased() {
        case "file":
            switch ImageFiles.picture(atPath: url.path) {
            case .success:
                return .success(Image(filePath: url.path, scale: scale))
            case .failure(let error):
                message = "AsyncImage could not load \(url.path): \(error.message)."
            }
        case "http", "https":
            message = "AsyncImage cannot load \(url.absoluteString): learn has no network. Use a file:// URL of a picture on this computer, such as URL(fileURLWithPath: \"photo.png\")."
        default:
            message = "AsyncImage cannot load \(url.absoluteString): only file:// URLs can be loaded in learn."
        }
        RuntimeWarning.report(message)
        return .failure(AsyncImageError(message: message))
    }
}
