/// A reference to a value owned elsewhere: read and write it as if it were yours.
///
/// `$counter` on a `@State` gives one; `$model.volume` and `$volumes[0]` reach into properties
/// and elements; `Binding(get:set:)` and `.constant(_:)` make your own.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// What the binding ultimately reads and writes, to tell whether two bindings are the same.
    let source: AnyObject?
    /// The value when the binding was made. A view given a binding whose value has changed since
    /// is a changed view, as in SwiftUI, so it runs again even if it reads the value elsewhere.
    let snapshot: Value?

    /// A binding that reads with `get` and writes with `set`: `Binding(get: { model.volume }, set: { model.volume = $0 })`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(source: nil, snapshot: nil, get: get, set: set)
    }

    init(source: AnyObject?, snapshot: Value?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.source = source
        self.snapshot = snapshot
        getValue = get
        setValue = set
    }

    /// The binding given as `$name`: what `init(projectedValue:)` of a view's `@Binding var name` receives.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes, for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to; setting it writes to its owner, whose readers run again.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself: `$value` inside a view that has `@Binding var value`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$model.volume`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(source: source, snapshot: snapshot?[keyPath: keyPath]) { parent.wrappedValue[keyPath: keyPath] } set: { parent.wrappedValue[keyPath: keyPath] = $0 }
    }
}

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI since
/// iOS 15, so that `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }` hands each
/// row a binding into the array.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element of the collection.
    public typealias Element = Binding<Value.Element>
    /// Goes through the collection's indices, giving a binding to each element.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The wrapped collection's index.
    public typealias Index = Value.Index
    /// The wrapped collection's indices.
    public typealias Indices = Value.Indices

    /// The wrapped collection's first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The index past the wrapped collection's last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The wrapped collection's indices, read now.
    public var indices: Indices { wrappedValue.indices }

    /// The index after `index` in the wrapped collection.
    public func index(after index: Index) -> Index {
        wrappedValue.index(after: index)
    }

    /// A binding to an element: `$volumes[0]`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let parent = self
        return Binding<Value.Element>(source: source, snapshot: snapshot.map { $0[position] }) { parent.wrappedValue[position] } set: { parent.wrappedValue[position] = $0 }
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `index` in the wrapped collection.
    public func index(before index: Index) -> Index {
        wrappedValue.index(before: index)
    }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A binding to an identifiable value is identified as the value is, so a `ForEach` over
/// bindings keeps each row's identity.
extension Binding: Identifiable where Value: Identifiable {
    /// The wrapped value's identity, so `ForEach($items)` keeps each row's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: _IdentityComparableProperty {
    public func _isSameSource(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let source, let otherSource = other.source, source === otherSource else { return false }
        switch (snapshot, other.snapshot) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return ViewEquality.areEqual(lhs, rhs)
        default: return false
        }
    }
}
