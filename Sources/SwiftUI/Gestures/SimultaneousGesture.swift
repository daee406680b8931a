import Foundation

extension Gesture {
    /// This gesture and `other` recognized together: each gets the interaction.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Two gestures recognized at the same time; its value holds each one's, `nil` until it runs.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both gestures' values.
    public struct Value {
        /// The first gesture's value, `nil` while it is not recognized (or has failed).
        public var first: First.Value?
        /// The second gesture's value, `nil` while it is not recognized (or has failed).
        public var second: Second.Value?
    }

    public typealias Body = Never
    /// One of the two gestures.
    public var first: First
    /// The other gesture.
    public var second: Second

    /// `first` and `second` together: what `first.simultaneously(with: second)` makes.
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
            let value = Value(first: first.phase.value, second: second.phase.value)
            switch (first.phase, second.phase) {
            case (.failed, .failed): phase = .failed
            case (.active, _), (_, .active): phase = .active(value)
            case (.possible, _), (_, .possible): phase = value.first == nil && value.second == nil ? .possible : .active(value)
            default: phase = .ended(value)
            }
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
