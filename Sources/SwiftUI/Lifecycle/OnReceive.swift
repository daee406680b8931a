extension View {
    /// Runs `action` with each value `publisher` sends while this view is in the tree, such as
    /// the ticks of `Timer.publish(every:on:in:).autoconnect()` as the host's clock advances.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_SubscriptionModifier(publisher: publisher, action: action))
    }
}

public struct _SubscriptionModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        let (attachment, _) = inputs.attachment(for: Self.self)
        let subscription = attachment.storage as? ReceiveSubscription<P.Output> ?? ReceiveSubscription()
        // The latest action wins, as the body that made it is the current one; the publisher is
        // subscribed once (a new subscription would restart an autoconnected timer).
        subscription.action = modifier.action
        if attachment.storage == nil {
            subscription.cancellable = modifier.publisher.sink { [weak subscription] in subscription?.action?($0) }
            attachment.storage = subscription
        }
        return outputs
    }
}

final class ReceiveSubscription<Output> {
    var action: ((Output) -> Void)?
    var cancellable: AnyCancellable?
}
