import Foundation

/// An interaction that a view recognizes: a tap, a long press, a drag, or one made of others.
///
/// Attach one with `gesture(_:)`; react with `onChanged(_:)`, `onEnded(_:)` and
/// `updating(_:body:)`. Your own gesture returns a composition of others from `body`.
public protocol Gesture<Value> {
    /// What the gesture reports while it runs and when it ends.
    associatedtype Value
    /// The gesture this one is made of; the built-in gestures have none (`Never`).
    associatedtype Body: Gesture
    var body: Body { get }
    /// Makes the object that follows one interaction for this gesture.
    static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Body._makeRecognizer(gesture.body, inputs: inputs)
    }
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body; the runtime recognizes them itself.
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture and has no body")
    }
}

extension Never: Gesture {
    /// `Never` has no value: it is the `Body` of the built-in gestures.
    public typealias Value = Never
    /// Never is both a view and a gesture: its one `body` serves both.
    public var body: Never { switch self {} }
    public static func _makeRecognizer(_ gesture: Never, inputs: _GestureInputs) -> _GestureRecognizer<Never> {}
}

/// What a gesture's recognizer is given: the view it is attached to, for its coordinate spaces.
public struct _GestureInputs {
    // Kept alive for the whole touch, though an update may replace it: its space is the one it had at touch-down.
    let node: ViewNode

    /// `point` (in the root view's space) in `space`; the local space is the view's frame as drawn.
    func location(of point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global: origin = .zero
        case .local: origin = node.presentedBehavior.frameAsDrawn(of: node).origin
        case .named:
            // The named view's origin: where this view is in the root, less where it is in that view.
            let inSpace = node.frame(in: space)
            origin = CGPoint(x: node.frame.minX - inSpace.minX, y: node.frame.minY - inSpace.minY)
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// One moment of a person's interaction with the screen: a finger touching down, moving (or
/// staying where it is while time passes) or lifting, in the root view's coordinates; or, once
/// it has lifted, the time a multiple tap waits for its next tap running out (`timedOut`).
struct GestureEvent {
    enum Phase { case down, moved, up, finished, timedOut }
    var phase: Phase
    var location: CGPoint
    var time: Date
}

/// Where a gesture's recognition stands.
enum GesturePhase<Value> {
    /// Not recognized yet, but it may still be.
    case possible
    /// Recognized and still going, with its current value.
    case active(Value)
    /// Over, with its last value.
    case ended(Value)
    /// Not this gesture: it will not be recognized in this interaction.
    case failed

    var value: Value? {
        switch self {
        case .active(let value), .ended(let value): value
        case .possible, .failed: nil
        }
    }

    var isFailed: Bool { if case .failed = self { true } else { false } }
    var isEnded: Bool { if case .ended = self { true } else { false } }
    var isActive: Bool { if case .active = self { true } else { false } }

    func map<Other>(_ transform: (Value) -> Other) -> GesturePhase<Other> {
        switch self {
        case .possible: .possible
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}

/// Follows one interaction for one gesture: `receive` moves its phase on (without running the
/// learner's callbacks), `deliverCurrent` runs its callbacks for that phase, once the gestures
/// around it have decided that this one gets it.
public class _GestureRecognizer<Value> {
    var phase: GesturePhase<Value> = .possible
    private var deliveredEnd = false

    func receive(_ event: GestureEvent) {}

    /// The learner's callbacks for the current phase (`onChanged`, `onEnded`, `updating`).
    func deliver() {}

    /// The interaction is over: gesture states go back to their initial values.
    func cancel() {}

    /// Runs the callbacks for the current phase, and an ending's only once.
    func deliverCurrent() {
        switch phase {
        case .possible, .failed: return
        case .active: break
        case .ended:
            if deliveredEnd { return }
            deliveredEnd = true
        }
        deliver()
    }
}

/// A recognizer that reports another's phases and callbacks, adding its own.
class WrappingRecognizer<Value>: _GestureRecognizer<Value> {
    let inner: _GestureRecognizer<Value>

    init(_ inner: _GestureRecognizer<Value>) { self.inner = inner }

    override func receive(_ event: GestureEvent) {
        inner.receive(event)
        phase = inner.phase
    }

    override func deliver() { inner.deliverCurrent() }
    override func cancel() { inner.cancel() }
}

/// A recognizer made of two others (simultaneous, sequenced, exclusive): a cancellation
/// reaches both, and by default both run their callbacks.
class PairRecognizer<Value, FirstValue, SecondValue>: _GestureRecognizer<Value> {
    let first: _GestureRecognizer<FirstValue>
    let second: _GestureRecognizer<SecondValue>

    init(_ first: _GestureRecognizer<FirstValue>, _ second: _GestureRecognizer<SecondValue>) {
        self.first = first
        self.second = second
    }

    override func deliver() {
        first.deliverCurrent()
        second.deliverCurrent()
    }

    override func cancel() {
        first.cancel()
        second.cancel()
    }
}
