import Foundation

// Pinching and turning take two fingers, and a terminal has one pointer: these gestures compile
// so that zoom and rotate code from tutorials runs, and no one-pointer interaction performs them.

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17): its value's `magnification` is the scale
/// since the fingers touched down.
/// Accepted: a terminal has one pointer, so a pinch never happens; the view draws as it is.
public struct MagnifyGesture: Gesture {
    /// The pinch as it goes: what SwiftUI reports; never produced here.
    public struct Value: Equatable, Sendable {
        /// When the value was made.
        public var time: Date
        /// The scale since the fingers touched down (1 at the start).
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// The point between the fingers at the start, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The point between the fingers at the start, in the view's space.
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    /// How much the scale must change before the pinch starts (a terminal's pointer never starts one).
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts after the scale changes by `minimumScaleDelta`; with one pointer it always fails.
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
    /// The turn as it goes: what SwiftUI reports; never produced here.
    public struct Value: Equatable, Sendable {
        /// When the value was made.
        public var time: Date
        /// The angle turned since the fingers touched down.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// The point between the fingers at the start, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// The point between the fingers at the start, in the view's space.
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    /// How far the fingers must turn before the gesture starts (a terminal's pointer never starts one).
    public var minimumAngleDelta: Angle

    /// A turn that starts after `minimumAngleDelta`; with one pointer it always fails.
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
    /// The scale since the fingers touched down.
    public typealias Value = CGFloat
    public typealias Body = Never
    /// How much the scale must change before the pinch starts (a terminal's pointer never starts one).
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts after the scale changes by `minimumScaleDelta`; with one pointer it always fails.
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
    /// The angle turned since the fingers touched down.
    public typealias Value = Angle
    public typealias Body = Never
    /// How far the fingers must turn before the gesture starts (a terminal's pointer never starts one).
    public var minimumAngleDelta: Angle

    /// A turn that starts after `minimumAngleDelta`; with one pointer it always fails.
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
