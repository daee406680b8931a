import Foundation

/// The gestures one touch reaches, and which of them hears it.
///
/// The touch goes to the frontmost view under it; the gestures of that view and the views
/// around it compete as SwiftUI documents: a gesture of a view inside wins over one outside,
/// unless the outer one is a `highPriorityGesture`; a `simultaneousGesture` is recognized
/// beside them. A gesture is asked only once every gesture ahead of it has failed; one that
/// was not recognized when the touch ends fails, so the next one can have it; but one that
/// waits for another touch (a double tap after its first tap) keeps the interaction going, and
/// the host sends it the next touch, or tells it the wait has run out (a single tap behind a
/// double tap that did not happen is heard then).
final class GestureInteraction {
    private var exclusive: [any GestureDelivery] = []
    private var simultaneous: [any GestureDelivery] = []
    /// Where the last touch lifted and when, while a gesture waits for another touch.
    private(set) var waiting: (location: CGPoint, since: Date)?
    /// The views whose gestures the touch reached: another touch continues this interaction
    /// only if it reaches the same ones.
    let reached: [ViewIdentity]

    /// The gestures reached at `point` in `root`; none when nothing there has a gesture.
    init?(at point: CGPoint, in root: ViewNode) {
        guard let hit = root.hitTest(point) else { return nil }
        var high: [any GestureDelivery] = []
        var normal: [any GestureDelivery] = []
        var inner: [(node: ViewNode, attachment: any GestureAttachment)] = []
        for node in hit.ancestors {
            if let attachment = node.behavior as? any GestureAttachment { inner.append((node, attachment)) }
        }
        // Outermost first: a mask without `.subviews` turns off the gestures inside it.
        var enabled: [(node: ViewNode, attachment: any GestureAttachment)] = []
        for entry in inner.reversed() {
            if !entry.attachment.mask.contains(.gesture) || !entry.node.environment.isEnabled {
                if !entry.attachment.mask.contains(.subviews) { break }
                continue
            }
            enabled.append(entry)
            if !entry.attachment.mask.contains(.subviews) { break }
        }
        reached = enabled.map(\.node.identity)
        for entry in enabled {
            let recognizer = entry.attachment.makeRecognizer(for: entry.node)
            switch type(of: entry.attachment).precedence {
            case .high: high.append(recognizer)
            case .normal: normal.insert(recognizer, at: 0)
            case .simultaneous: simultaneous.append(recognizer)
            }
        }
        exclusive = high + normal
        if exclusive.isEmpty, simultaneous.isEmpty { return nil }
    }

    /// Hands `event` to every gesture, then runs the callbacks of those that may hear it.
    func send(_ event: GestureEvent) {
        for recognizer in exclusive + simultaneous { recognizer.receive(event) }
        for recognizer in simultaneous { recognizer.deliverCurrent() }
        for recognizer in exclusive {
            recognizer.deliverCurrent()
            if !recognizer.isFailed { break }
        }
    }

    /// The touch is over: what was not recognized fails (letting the next one hear its end),
    /// unless it waits for another touch. Returns whether the interaction is over; then every
    /// gesture state goes back to its initial value.
    func finish(at location: CGPoint, time: Date) -> Bool {
        send(GestureEvent(phase: .finished, location: location, time: time))
        guard isWaitingForAnotherTouch else {
            end()
            return true
        }
        waiting = (location, time)
        return false
    }

    /// When the gestures waiting for another touch stop waiting (a multiple tap's interval).
    var deadline: Date? { waiting.map { $0.since.addingTimeInterval(TapRecognizer.maximumIntervalBetweenTaps) } }

    /// No other touch came in time: the gestures waiting fail, and those behind them are heard.
    func expire(at time: Date) {
        send(GestureEvent(phase: .timedOut, location: waiting?.location ?? .zero, time: time))
        end()
    }

    /// Whether a gesture that may still be heard waits for more: the first of the exclusive ones
    /// that has not failed (those behind it cannot be heard before it fails), or a simultaneous one.
    private var isWaitingForAnotherTouch: Bool {
        if simultaneous.contains(where: \.isPossible) { return true }
        return exclusive.first { !$0.isFailed }?.isPossible ?? false
    }

    private func end() {
        waiting = nil
        for recognizer in exclusive + simultaneous { recognizer.cancel() }
    }
}
