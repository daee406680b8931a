import Foundation

extension Gesture {
    /// This gesture, then `other` once this one has ended: a long press, then a drag.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// One gesture after another: the second starts where the first ended, and fails if it fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which of the two gestures is running, with the values so far.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first gesture ended with its value; the second has its value once it runs.
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never
    /// The gesture that must end first.
    public var first: First
    /// The gesture that starts, from where the finger is, once `first` has ended.
    public var second: Second

    /// `first`, then `second`: what `first.sequenced(before: second)` makes.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Recognizer(First._makeRecognizer(gesture.first, inputs: inputs), Second._makeRecognizer(gesture.second, inputs: inputs))
    }

    final class Recognizer: PairRecognizer<Value, First.Value, Second.Value> {
        override func receive(_ event: GestureEvent) {
            guard case .ended(let firstValue) = first.phase else {
                first.receive(event)
                switch first.phase {
                case .possible: phase = .possible
                case .failed: phase = .failed
                case .active(let value): phase = .active(.first(value))
                case .ended(let value):
                    // The second gesture begins where the finger is as the first one ends.
                    second.receive(GestureEvent(phase: .down, location: event.location, time: event.time))
                    phase = .active(.second(value, nil))
                }
                return
            }
            second.receive(event)
            switch second.phase {
            case .possible: phase = .active(.second(firstValue, nil))
            case .active(let value): phase = .active(.second(firstValue, value))
            case .ended(let value): phase = .ended(.second(firstValue, value))
            case .failed: phase = .failed
            }
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
