import Foundation
@_exported import UniformTypeIdentifiers

/// A value that can be dragged, dropped and shared: CoreTransferable's protocol, which SwiftUI's
/// `draggable(_:)`, `dropDestination(for:action:isTargeted:)` and `ShareLink` take.
///
/// A type says how it travels in `transferRepresentation`: as itself encoded
/// (`CodableRepresentation(contentType: .json)`), as another transferable value
/// (`ProxyRepresentation(exporting: \.title)`), or as bytes (`DataRepresentation`). Within one
/// app, as here, a drop receives the dragged value itself when the destination takes its type,
/// else what a `ProxyRepresentation` makes of it, as SwiftUI converts between representations.
public protocol Transferable {
    /// The kind of ``transferRepresentation``.
    associatedtype Representation: TransferRepresentation
    /// How the value travels, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a ``Transferable`` value travels.
public protocol TransferRepresentation<Item> {
    /// The type whose values travel this way.
    associatedtype Item: Transferable
}

/// What a representation makes of a value when a drop asks for another type: a proxy value.
protocol ExportingRepresentation {
    func exported(_ item: Any) -> Any?
}

/// Several representations of one type, as `transferRepresentation` lists them.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {
    let representations: [any TransferRepresentation]
}

/// Collects a type's representations from `transferRepresentation`'s body.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of `Item`: written alone, `CodableRepresentation(contentType: .json)`
    /// is a representation of the type being declared.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// The representations, in the order written.
    public static func buildBlock(_ representations: any TransferRepresentation...) -> _TransferRepresentations<Item> {
        _TransferRepresentations(representations: representations)
    }

    /// A single representation, kept as it is.
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
}

/// A `Codable` value travelling as itself, encoded as `contentType`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// The kind of data it travels as.
    public let contentType: UTType

    /// Values of `itemType` encoded as `contentType` (JSON, as SwiftUI's default encoder writes).
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }
}

/// A value travelling as another transferable value: `ProxyRepresentation(exporting: \.title)`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation, ExportingRepresentation {
    let export: (Item) throws -> Proxy

    /// Values that travel as what `exporting` makes of them, and are made from one by `importing`.
    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {
        self.export = exporting
    }

    /// Values that travel as what `exporting` makes of them.
    public init(exporting: @escaping (Item) throws -> Proxy) {
        self.export = exporting
    }

    func exported(_ item: Any) -> Any? {
        (item as? Item).flatMap { try? export($0) }
    }
}

/// A value travelling as bytes of `contentType`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The kind of data it travels as.
    public let contentType: UTType

    /// Values that become bytes with `exporting` and are made from bytes with `importing`.
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data, importing: @escaping (Data) async throws -> Item) {
        self.contentType = contentType
    }

    /// Values that become bytes with `exporting`.
    public init(exportedContentType contentType: UTType, exporting: @escaping (Item) async throws -> Data) {
        self.contentType = contentType
    }

    /// Values made from bytes with `importing`.
    public init(importedContentType contentType: UTType, importing: @escaping (Data) async throws -> Item) {
        self.contentType = contentType
    }
}

extension TransferRepresentation {
    /// The file name a dropped file gets. Accepted: drops here stay within the app.
    public func suggestedFileName(_ fileName: String) -> Self { self }

    /// Whether the representation may be used for `item`. Accepted: drops here stay within the app.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
}

extension String: Transferable {
    /// Text travels as plain text.
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(exportedContentType: .plainText) { Data($0.utf8) }
    }
}

extension Data: Transferable {
    /// Bytes travel as themselves.
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(exportedContentType: .data) { $0 }
    }
}

extension URL: Transferable {
    /// A URL travels as a URL.
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(exportedContentType: .url) { Data($0.absoluteString.utf8) }
    }
}

extension AttributedString: Transferable {
    /// Styled text travels as its characters.
    public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
        ProxyRepresentation { String($0.characters) }
    }
}

extension Transferable {
    /// This value as a `T`: itself, or what one of its proxy representations makes of it (and
    /// so on through the proxy's own), as a drop of another type receives it.
    func transferred<T>(as type: T.Type) -> T? {
        transferred(as: type, passing: [])
    }

    /// The same, never through a type already `passed`: two types that are each other's proxy
    /// end the search instead of going round for ever.
    private func transferred<T>(as type: T.Type, passing passed: Set<ObjectIdentifier>) -> T? {
        if let value = self as? T { return value }
        let passed = passed.union([ObjectIdentifier(Self.self)])
        for representation in Self.listedRepresentations {
            guard let exporting = representation as? any ExportingRepresentation,
                  let proxy = exporting.exported(self) as? any Transferable,
                  !passed.contains(ObjectIdentifier(Swift.type(of: proxy)))
            else { continue }
            if let value = proxy.transferred(as: type, passing: passed) { return value }
        }
        return nil
    }

    static var listedRepresentations: [any TransferRepresentation] {
        let representation = transferRepresentation
        return (representation as? _TransferRepresentations<Self>)?.representations ?? [representation]
    }
}
