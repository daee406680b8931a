import Foundation

/// Runs `body` and animates the changes it makes to state with `animation`.
///
/// ```swift
/// Button("Expand") { withAnimation(.spring) { isExpanded.toggle() } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body`, animates the changes it makes with `animation`, and runs `completion` once
/// those animations have completed by `completionCriteria`.
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
