import Foundation

extension Gesture {
    /// This gesture, or `other` if this one fails: the first is preferred.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures of which only one is recognized: the first unless it fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture is being recognized.
    public enum Value {
        /// The first gesture's value: it has not failed.
        case first(First.Value)
        /// The second gesture's value, once the first has failed.
        case second(Second.Value)
    }

    public typealias Body = Never
    /// The preferred gesture.
    public var first: First
    /// The gesture recognized only if `first` fails.
    public var second: Second

    /// `first`, or `second` if `first` fails: what `first.exclusively(before: second)` makes.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Recognizer(First._makeRecognizer(gesture.first, inputs: inputs), Second._makeRecognizer(gesture.second, inputs: inputs))
    }

    final class Recognizer: PairRecognizer<Value, First.Value, Second.Value> {
        override func receive(_ event: GestureEvent) {
            first.receive(event)
            second.receive(event)
            // The second is heard only once the first can no longer be recognized.
            phase = first.phase.isFailed ? second.phase.map(Value.second) : first.phase.map(Value.first)
        }

        override func deliver() {
            if first.phase.isFailed { second.deliverCurrent() } else { first.deliverCurrent() }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
