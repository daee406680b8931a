import Foundation

// The values of the session's top-level variables, kept in the evaluator from one input to
// the next (see `KeptVariable` in the Evaluation module). Every input's library has its own
// copy of each global; these functions make every copy start where the last input left it.

/// The kept value of the variable under `key`, or, the first time (or when the kept value's
/// type is not this library's, as with a type the learner declared), its initializer's value,
/// which is then kept.
///
/// The initializer runs on the main actor, where snippets run (a global is initialized when the
/// snippet's entry function first uses it), so `let model = Model()` works for a `@MainActor`
/// class, which a plain global initializer would refuse.
public func _learnKept<Value>(_ key: String, _ initializer: @MainActor () -> Value) -> Value {
    // Unwrapped first: a missing value would cast to any optional `Value` as nil.
    if let stored = KeptValues.shared.value(forKey: key), let kept = stored as? Value { return kept }
    let value = MainActor.assumeIsolated { initializer() }
    KeptValues.shared.setValue(value, forKey: key)
    return value
}

/// Keeps the variable's value as the input leaves it, if the variable has a value yet: one
/// whose initializer has never run (or crashed an earlier evaluator) is left alone.
public func _learnKeep<Value>(_ key: String, _ value: () -> Value) {
    guard KeptValues.shared.value(forKey: key) != nil else { return }
    KeptValues.shared.setValue(value(), forKey: key)
}

/// The kept values; learner code may touch a global from any thread, hence the lock.
private final class KeptValues: @unchecked Sendable {
    static let shared = KeptValues()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func value(forKey key: String) -> Any? {
        lock.withLock { values[key] }
    }

    func setValue(_ value: Any, forKey key: String) {
        lock.withLock { values[key] = value }
    }
}
