import Foundation

/// Time and transactions in the view graph: which animation reaches a view, and moving what
/// is shown as the host's clock advances.
extension ViewGraph {
    /// The host's clock, in seconds: animations run on it, as timers do.
    var animationTime: TimeInterval { VirtualClock.shared.now.timeIntervalSinceReferenceDate }

    /// The transaction that reaches `node`: this round's, changed by the transaction modifiers
    /// around it, outermost first, so the innermost has the last word.
    func transaction(at node: ViewNode) -> Transaction {
        guard hasTransactionModifiers else { return transaction }
        var result = transaction
        var scopes: [Transaction] = []
        for ancestor in node.ancestors.reversed() {
            guard let modifier = ancestor.behavior as? any TransactionModifier else { continue }
            modifier.modify(&result, valueChanged: ancestor.changedInPass == placementPass, scopes: &scopes)
        }
        return result
    }

    /// Moves what is shown to the clock's current time, without laying anything out again.
    func showCurrentValues() {
        isAnimating = false
        needsLayoutAgain = false
        var leaving: [ViewNode] = []
        root.forEachNode { node in
            node.showCurrentValues()
            leaving += node.animations?.departing ?? []
        }
        if !leaving.isEmpty { makingLeavingViews { for node in leaving { node.showLeavingValues() } } }
        if needsLayoutAgain { place() }
    }
}

/// A modifier that changes the transaction for the views inside it.
protocol TransactionModifier: NodeBehavior {
    /// Whether the value it watches differs from that of `previous`.
    func differs(from previous: any NodeBehavior) -> Bool
    /// Changes `transaction`; `valueChanged` says whether the watched value changed in this
    /// update. `scopes` holds the transactions that scoped animations (`animation(_:body:)`)
    /// keep for the content inside their body.
    func modify(_ transaction: inout Transaction, valueChanged: Bool, scopes: inout [Transaction])
}

extension TransactionModifier {
    func differs(from previous: any NodeBehavior) -> Bool { false }
}
