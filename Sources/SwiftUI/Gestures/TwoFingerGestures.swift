import Foundation

// Pinching and turning take two fingers, and a terminal has one pointer: these gestures compile
// so that zoom and rotate code from tutorials runs, and no one-pointer interaction performs them.

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17): its value's `magnification` is the scale
/// since the fingers touched down.
/// Accepted: a terminal has one pointer, so a pinch never happens; the view draws as it is.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        OnePointerFails<Value>()
    }
}

/// A turn of two fingers, as SwiftUI's `RotateGesture` (iOS 17): its value's `rotation` is the
/// angle turned since they touched down.
/// Accepted: a terminal has one pointer, so a turn never happens; the view draws as it is.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        OnePointerFails<Value>()
    }
}

/// The pinch of iOS 13 to 16, whose value is the scale alone.
/// Accepted: a terminal has one pointer, so a pinch never happens.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<CGFloat> {
        OnePointerFails<CGFloat>()
    }
}

/// The turn of iOS 13 to 16, whose value is the angle alone.
/// Accepted: a terminal has one pointer, so a turn never happens.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Angle> {
        OnePointerFails<Angle>()
    }
}

/// The recognizer of a two-finger gesture: one pointer's touch fails it at once, so the
/// gestures it is combined with (a drag, a tap) go on as without it.
final class OnePointerFails<Value>: _GestureRecognizer<Value> {
    override func receive(_ event: GestureEvent) {
        phase = .failed
    }
}
