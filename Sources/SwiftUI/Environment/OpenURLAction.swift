import Foundation

/// The action that opens a URL, read from the environment: `@Environment(\.openURL) var openURL`,
/// then `openURL(url)`. `Link` calls it when tapped.
///
/// SwiftUI's default hands the URL to the system (a browser on iOS). A terminal program opens
/// nothing: the default reports, as a runtime warning, the URL that would open, so that a learner
/// sees that the tap arrived. Set your own with
/// `.environment(\.openURL, OpenURLAction { url in … return .handled })`.
public struct OpenURLAction {
    let handler: (URL) -> Result

    /// An action that handles a URL with `handler`; what it returns says whether it did.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`: runs the handler; when it gives the URL back to the system, the system action
    /// runs (here, the warning that names it).
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other):
            Self.system(other ?? url)
            completion(true)
        }
    }

    /// What a terminal does in place of the system's: says which URL would open.
    static func system(_ url: URL) {
        RuntimeWarning.reportEachTime("openURL: a terminal cannot open \(url.absoluteString); on a device it would open in the system's browser or app.")
    }

    /// What an `OpenURLAction`'s handler did with a URL.
    public struct Result {
        enum Kind {
            case handled, discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL, and neither will the system.
        public static let discarded = Result(kind: .discarded)
        /// The handler leaves the URL to the system's action.
        public static let systemAction = Result(kind: .systemAction(nil))

        /// The handler asks the system to open `url` in place of the one it was given.
        public static func systemAction(_ url: URL) -> Result {
            Result(kind: .systemAction(url))
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
    /// The action that opens a URL; by default, in a terminal, a warning that names the URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
