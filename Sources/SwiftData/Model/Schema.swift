/// The model types a ``ModelContainer`` keeps: `Schema([Book.self, Author.self])`.
public struct Schema {
    /// The model classes.
    public let types: [any PersistentModel.Type]

    /// A schema of `types`; the version is accepted and not used.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
    }

    /// A schema of `types`.
    public init(_ types: any PersistentModel.Type...) {
        self.types = types
    }

    /// A schema's version number, as SwiftData's migration plans name them.
    public struct Version: Hashable, Sendable {
        /// The major, minor and patch numbers.
        public let major: Int, minor: Int, patch: Int

        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            (self.major, self.minor, self.patch) = (major, minor, patch)
        }
    }

    /// Namespace of ``Attribute(_:originalName:hashModifier:)``'s options.
    public enum Attribute {
        /// How SwiftData stores an attribute. Accepted: models here live in memory.
        public enum Option: Sendable {
            /// No two models share the value.
            case unique
            /// The value is kept outside the store's table.
            case externalStorage
            /// The value is encrypted in iCloud.
            case allowsCloudEncryption
            /// The value stays in the history after the model is deleted.
            case preserveValueOnDeletion
            /// The value is not saved.
            case ephemeral
            /// The value is indexed by Spotlight.
            case spotlight
        }
    }

    /// Namespace of ``Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)``'s options.
    public enum Relationship {
        /// How SwiftData stores a relationship. Accepted: models here live in memory.
        public enum Option: Sendable {
            /// No two models share the related model.
            case unique
        }

        /// What deleting a model does to the models it refers to. Accepted: not applied here.
        public enum DeleteRule: Sendable {
            /// The related models lose their reference to the deleted one.
            case nullify
            /// The related models are deleted too.
            case cascade
            /// The model cannot be deleted while it has related models.
            case deny
            /// The related models are left as they are.
            case noAction
        }
    }
}
