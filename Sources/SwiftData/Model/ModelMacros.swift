@_exported import Foundation
@_exported import Observation

/// Makes a class a SwiftData model: `@Model final class Book { var title: String … }`.
///
/// As Apple's expansion does, every stored `var` is read and written through an observation
/// registrar, so a view whose body reads `book.title` runs again when it changes, and the class
/// conforms to ``PersistentModel`` (and so to `Observable`, `Identifiable` and `Hashable`).
/// Models live in memory only: see ``ModelContainer``.
@attached(member, names: named(_$modelRegistrar), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftUIMacros", type: "ModelMacro")

/// What ``Model()`` puts on each stored property: reads and writes go through the model's
/// observation registrar. Not meant to be written by hand.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "SwiftUIMacros", type: "PersistedPropertyMacro")

/// Describes how a model's property is stored: `@Attribute(.unique) var name: String`.
///
/// Accepted: the options describe a database store; models here live in memory, so the
/// property behaves as any other (`.unique` does not merge two models with the same value).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftUIMacros", type: "StorageDescriptionMacro")

/// Describes a relationship between models: `@Relationship(deleteRule: .cascade) var books: [Book]`.
///
/// Accepted: related models are kept as ordinary references, and inserting a model inserts
/// the models it refers to, as in SwiftData; delete rules and inverses are not applied.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftUIMacros", type: "StorageDescriptionMacro")

/// Marks a model's property that SwiftData would not save: `@Transient var isSelected = false`.
///
/// Accepted: nothing is saved here, so it behaves as any other property (still observed).
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftUIMacros", type: "StorageDescriptionMacro")
