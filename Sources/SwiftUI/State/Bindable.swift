/// Makes bindings to the properties of an `@Observable` object: `$model.name` is a
/// `Binding<String>` that reads and writes `model.name`.
///
/// Apple: "Use this property wrapper to create bindings to mutable properties of a data model
/// object that conforms to the Observable protocol." A view takes the object as
/// `@Bindable var book: Book`, or makes one in its body: `@Bindable var book = book`. The views
/// that read a property run again when it changes, as for any `@Observable` object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// The wrapper itself, whose members are bindings: `$book.title`.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to an observable object's properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to an observable object's properties: `Bindable(book).title`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of the object that `bindable` makes them for.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding { object[keyPath: keyPath] } set: { object[keyPath: keyPath] = $0 }
    }
}
