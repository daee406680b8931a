/// A uniform type identifier: the kind of data a drag carries or a file holds, as
/// `UTType.plainText` or `UTType(exportedAs: "com.example.card")`.
///
/// On Apple's systems the identifiers and their conformances come from the system's type
/// registry; here each type is its identifier, and a type conforms to another only when it is
/// that type or one of the few parents listed below (`public.plain-text` to `public.text` to
/// `public.data` …), enough for `Transferable` representations and drops within an app.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier: `public.plain-text`.
    public let identifier: String
    /// The file name extension, where the type has one.
    public let preferredFilenameExtension: String?
    private let parents: [String]

    private init(_ identifier: String, extension: String? = nil, parents: [String]) {
        self.identifier = identifier
        self.preferredFilenameExtension = `extension`
        self.parents = parents
    }

    /// A type your app declares: `UTType(exportedAs: "com.example.card")`.
    public init(exportedAs identifier: String, conformingTo parent: UTType = .data) {
        self.init(identifier, parents: [parent.identifier] + parent.parents)
    }

    /// A type another app declares, which your app reads.
    public init(importedAs identifier: String, conformingTo parent: UTType = .data) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }

    /// The known type with `identifier`, or `nil`.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The known type whose files end in `filenameExtension`, or `nil`.
    public init?(filenameExtension: String) {
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = known
    }

    /// Whether data of this type is also of type `other`.
    public func conforms(to other: UTType) -> Bool {
        other.identifier == identifier || parents.contains(other.identifier)
    }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType("public.item", parents: [])
    /// Content a person reads, watches or hears.
    public static let content = UTType("public.content", parents: ["public.item"])
    /// Bytes.
    public static let data = UTType("public.data", parents: ["public.item"])
    /// Text in any encoding.
    public static let text = UTType("public.text", parents: ["public.data", "public.content", "public.item"])
    /// Text without markup.
    public static let plainText = UTType("public.plain-text", extension: "txt", parents: ["public.text", "public.data", "public.content", "public.item"])
    /// Text without markup, in UTF-8.
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text", "public.text", "public.data", "public.content", "public.item"])
    /// JSON text.
    public static let json = UTType("public.json", extension: "json", parents: ["public.text", "public.data", "public.content", "public.item"])
    /// A URL.
    public static let url = UTType("public.url", parents: ["public.data", "public.item"])
    /// A URL of a file.
    public static let fileURL = UTType("public.file-url", parents: ["public.url", "public.data", "public.item"])
    /// A picture.
    public static let image = UTType("public.image", parents: ["public.data", "public.content", "public.item"])
    /// A PNG picture.
    public static let png = UTType("public.png", extension: "png", parents: ["public.image", "public.data", "public.content", "public.item"])
    /// A JPEG picture.
    public static let jpeg = UTType("public.jpeg", extension: "jpeg", parents: ["public.image", "public.data", "public.content", "public.item"])
    /// A PDF document.
    public static let pdf = UTType("com.adobe.pdf", extension: "pdf", parents: ["public.data", "public.content", "public.item"])
    /// Sound.
    public static let audio = UTType("public.audio", parents: ["public.data", "public.content", "public.item"])
    /// A film.
    public static let movie = UTType("public.movie", parents: ["public.data", "public.content", "public.item"])

    private static let known: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .json, .url, .fileURL, .image, .png, .jpeg, .pdf, .audio, .movie]
}
