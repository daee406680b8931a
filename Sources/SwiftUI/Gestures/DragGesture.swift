import Foundation

/// A gesture that follows a finger once it has moved `minimumDistance` points.
public struct DragGesture: Gesture {
    /// Where the drag is, in the gesture's coordinate space.
    public struct Value: Equatable, @unchecked Sendable {
        /// When this value was made, on the host's virtual clock.
        public var time: Date
        /// Where the finger is now.
        public var location: CGPoint
        /// Where the finger touched down.
        public var startLocation: CGPoint
        /// How fast the finger moves, in points per second (iOS 17).
        public var velocity: CGSize

        /// `location - startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would stop if the finger lifted now and the view carried on and
        /// slowed down as a scroll view does: the projection from Apple's "Designing Fluid
        /// Interfaces" (WWDC 2018), velocity / 1000 × rate / (1 − rate) with the normal
        /// deceleration rate of 0.998 per millisecond.
        public var predictedEndLocation: CGPoint {
            let factor = Self.decelerationRate / (1 - Self.decelerationRate) / 1000
            return CGPoint(x: location.x + velocity.width * factor, y: location.y + velocity.height * factor)
        }

        /// `predictedEndLocation - startLocation`: the translation the drag would end with if it carried on.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        static let decelerationRate: CGFloat = 0.998
    }

    public typealias Body = Never
    /// How far, in points, the finger must move before the drag starts (and `onChanged` is first called).
    public var minimumDistance: CGFloat
    /// The space the value's locations are measured in; `.local` is the view's frame as drawn.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points (10 by default, as in SwiftUI), its locations in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        Recognizer(gesture: gesture, inputs: inputs)
    }

    final class Recognizer: _GestureRecognizer<Value> {
        let gesture: DragGesture
        let inputs: _GestureInputs
        private var start: CGPoint?
        private var last: (location: CGPoint, time: Date)?

        init(gesture: DragGesture, inputs: _GestureInputs) {
            self.gesture = gesture
            self.inputs = inputs
        }

        override func receive(_ event: GestureEvent) {
            switch phase {
            case .ended, .failed: return
            case .possible, .active: break
            }
            let location = inputs.location(of: event.location, in: gesture.coordinateSpace)
            switch event.phase {
            case .down:
                start = location
                last = (location, event.time)
            case .moved:
                guard let start else { return }
                let value = self.value(at: location, time: event.time, start: start)
                last = (location, event.time)
                if phase.isActive || hypot(value.translation.width, value.translation.height) >= gesture.minimumDistance {
                    phase = .active(value)
                }
            case .up:
                guard let start, phase.isActive else { phase = .failed; return }
                phase = .ended(self.value(at: location, time: event.time, start: start))
            case .finished, .timedOut:
                if !phase.isEnded { phase = .failed }
            }
        }

        /// The value at a new sample; the velocity is measured from the sample before it.
        private func value(at location: CGPoint, time: Date, start: CGPoint) -> Value {
            var velocity = CGSize.zero
            if let last, time > last.time {
                let interval = time.timeIntervalSince(last.time)
                velocity = CGSize(width: (location.x - last.location.x) / interval, height: (location.y - last.location.y) / interval)
            } else if case .active(let previous) = phase {
                velocity = previous.velocity
            }
            return Value(time: time, location: location, startLocation: start, velocity: velocity)
        }
    }
}
