import Foundation

// The values of the session's top-level variables, kept in the evaluator from one input to
// the next (see `KeptVariable` in the ReplEngine module). Every input's library has its own
// copy of each global; these functions make every copy start where the last input left it.
//
// Every library also has its own copy of each type the learner declared (`Input3.Model`,
// `Input4.Model`), so a kept value of such a type is not an instance of the next library's
// type. When the two copies come from the same declarations (each `types` table gives, for
// every type the learner declared, the inputs that declared it and the types its declaration
// names), they have the same layout, and the value is taken over as the new type.

/// The kept value of the variable under `key`, or, the first time (or when a type it involves
/// was declared again), its initializer's value, which is then kept.
///
/// The initializer runs on the main actor, where snippets run (a global is initialized when the
/// snippet's entry function first uses it), so `let model = Model()` works for a `@MainActor`
/// class, which a plain global initializer would refuse.
/// - Parameters:
///   - types: The library's table of the learner's types and their declarations.
///   - type: The type the learner wrote, when they wrote one: it fixes the closure's result
///     type, so a wrong initial value gets Swift's plain error about that value rather than
///     one about this function's generic parameter.
public func _learnKept<Value>(
    _ key: String, types: [String: String], as type: Value.Type = Value.self, _ initializer: @MainActor () -> Value
) -> Value {
    keptValue(key, types: types, initializer)
}

/// The same for a variable of an optional type. Without it, `var chosen: Item? = Item()` would
/// keep an `Item` (Swift infers the initializer's type and wraps the result), and could not
/// keep the `nil` assigned to it later.
public func _learnKept<Wrapped>(
    _ key: String, types: [String: String], as type: Wrapped?.Type = Wrapped?.self, _ initializer: @MainActor () -> Wrapped?
) -> Wrapped? {
    keptValue(key, types: types, initializer)
}

private func keptValue<Value>(_ key: String, types: [String: String], _ initializer: @MainActor () -> Value) -> Value {
    if let kept = KeptValues.shared.value(forKey: key)?.value(as: Value.self, types: types) { return kept }
    let value = MainActor.assumeIsolated { initializer() }
    KeptValues.shared.setValue(KeptValue(value, types: types), forKey: key)
    return value
}

/// Keeps the variable's value as the input leaves it, if the variable has a value yet: one
/// whose initializer has never run (or crashed an earlier evaluator) is left alone.
public func _learnKeep<Value>(_ key: String, types: [String: String], _ value: () -> Value) {
    guard KeptValues.shared.value(forKey: key) != nil else { return }
    KeptValues.shared.setValue(KeptValue(value(), types: types), forKey: key)
}

/// The value printed as `$R<number>`, which a later input uses (its library declares
/// `let _R0: Int = _learnResult(0, …)`). Values live in the evaluator: one that started again
/// after a crash has none, and says so.
public func _learnResult<Value>(_ number: Int, types: [String: String]) -> Value {
    guard let value = KeptValues.shared.value(forKey: resultKey(number))?.value(as: Value.self, types: types) else {
        fatalError("$R\(number) is gone: values printed before code crashed or was stopped are not kept (nor those of a type declared again since)")
    }
    return value
}

/// Keeps a value printed as `$R<number>`.
func keepResult<Value>(_ value: Value, number: Int, types: [String: String]) {
    KeptValues.shared.setValue(KeptValue(value, types: types), forKey: resultKey(number))
}

/// Results are kept beside variables, whose keys (`3:count`) never start with `$`.
private func resultKey(_ number: Int) -> String {
    "$R\(number)"
}

/// A kept value, with what its type was made from.
private struct KeptValue {
    let value: Any
    /// The type's name without the snippet modules (`Array<Row>`).
    let typeName: String
    /// The declarations of the learner's types that the type involves (`Row=4,3`).
    let declarations: String

    init(_ value: Any, types: [String: String]) {
        self.value = value
        typeName = withoutSnippetModules(_typeName(Swift.type(of: value), qualified: true))
        declarations = Self.declarations(of: typeName, types: types)
    }

    /// The value as `Value`: itself if it is one, or, when it is the same type compiled again
    /// from the same declarations by another snippet, the value taken over as this copy.
    func value<Value>(as type: Value.Type, types: [String: String]) -> Value? {
        // Unwrapped first: a missing value would cast to any optional `Value` as nil.
        if let value = value as? Value { return value }
        let name = withoutSnippetModules(_typeName(Value.self, qualified: true))
        guard name == typeName, !declarations.isEmpty, declarations == Self.declarations(of: name, types: types) else { return nil }
        // `Any` is not opened implicitly: the stored value's own type is needed for its layout.
        func takenOver<Stored>(_ stored: Stored) -> Value? { Self.reinterpret(stored, as: Value.self) }
        return _openExistential(value, do: takenOver)
    }

    private static func reinterpret<Stored, Value>(_ stored: Stored, as type: Value.Type) -> Value? {
        guard MemoryLayout<Stored>.size == MemoryLayout<Value>.size,
              MemoryLayout<Stored>.alignment == MemoryLayout<Value>.alignment
        else { return nil }
        return unsafeBitCast(stored, to: Value.self)
    }

    /// For each learner's type named in `typeName`, its name and declarations, in name order.
    private static func declarations(of typeName: String, types: [String: String]) -> String {
        let names = Set(typeName.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.output) })
        return names.sorted().compactMap { name in types[name].map { "\(name)=\($0)" } }.joined(separator: " ")
    }
}

/// The kept values; learner code may touch a global from any thread, hence the lock.
private final class KeptValues: @unchecked Sendable {
    static let shared = KeptValues()
    private let lock = NSLock()
    private var values: [String: KeptValue] = [:]

    func value(forKey key: String) -> KeptValue? {
        lock.withLock { values[key] }
    }

    func setValue(_ value: KeptValue, forKey key: String) {
        lock.withLock { values[key] = value }
    }
}
