/// Decides whether two values of a view are the same, as SwiftUI does before running a body
/// again: `==` for Equatable values, identity for objects, field by field for other structs and
/// enums. Closures can't be compared, so a view holding one always counts as changed; dynamic
/// properties compare equal, since their storage lives in the graph, not in the value.
enum ViewEquality {
    static func areEqual(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
        if let lhs = lhs as? any Equatable, let equal = isEqual(lhs, rhs) { return equal }
        if lhs is any DynamicProperty { return dynamicPropertiesEqual(lhs, rhs) }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class?:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .struct?, .tuple?, .enum?, .optional?, .collection?:
            guard depth < 8, left.children.count == right.children.count, type(of: lhs) == type(of: rhs) else { return false }
            if left.displayStyle == .enum || left.displayStyle == .optional,
               String(describing: lhs) != String(describing: rhs), left.children.isEmpty { return false }
            return zip(left.children, right.children).allSatisfy { a, b in
                a.label == b.label && areEqual(a.value, b.value, depth: depth + 1)
            }
        default:
            // Functions and other values without structure.
            return false
        }
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool? {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    private static func dynamicPropertiesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any _IdentityComparableProperty { return lhs._isSameSource(as: rhs) }
        return type(of: lhs) == type(of: rhs)
    }
}

/// A dynamic property whose value is the same when it points at the same storage (a Binding
/// to the same state, an observed object that is the same instance).
public protocol _IdentityComparableProperty {
    func _isSameSource(as other: Any) -> Bool
}
