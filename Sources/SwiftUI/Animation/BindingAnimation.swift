import Foundation

extension Binding {
    /// A binding whose changes are animated with `animation`: `Toggle("Details", isOn:
    /// $showsDetails.animation())` animates what the toggle changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var transaction = Transaction()
        transaction.animation = animation
        return self.transaction(transaction)
    }

    /// A binding whose changes are made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let parent = self
        return Binding(source: source, snapshot: snapshot) { parent.wrappedValue } set: { value in
            withTransaction(transaction) { parent.wrappedValue = value }
        }
    }
}
