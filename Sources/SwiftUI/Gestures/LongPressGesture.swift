import Foundation

/// A gesture that ends once a finger has stayed down for `minimumDuration` seconds without
/// moving more than `maximumDistance` points.
///
/// Its value is whether the view is being pressed: it becomes true as the finger touches down
/// (`onChanged` and `updating` see it then), and `onEnded` gets true when the time is up, on
/// the host's virtual clock, while the finger is still down. Lifting early or moving away
/// fails it.
public struct LongPressGesture: Gesture {
    /// Whether the view is being pressed: `true` from touch-down, and `true` again when it ends.
    public typealias Value = Bool
    public typealias Body = Never
    /// How long, in seconds, the finger must stay down (on the host's virtual clock).
    public var minimumDuration: Double
    /// How far, in points, the finger may move before the press fails.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds (0.5 by default) within `maximumDistance` points (10).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Bool> {
        Recognizer(gesture: gesture)
    }

    final class Recognizer: _GestureRecognizer<Bool> {
        let gesture: LongPressGesture
        private var start: (location: CGPoint, time: Date)?

        init(gesture: LongPressGesture) { self.gesture = gesture }

        override func receive(_ event: GestureEvent) {
            switch phase {
            case .ended, .failed: return
            case .possible, .active: break
            }
            switch event.phase {
            case .down:
                start = (event.location, event.time)
                phase = .active(true)
            case .moved:
                guard let start else { return }
                if hypot(event.location.x - start.location.x, event.location.y - start.location.y) > gesture.maximumDistance {
                    phase = .failed
                } else if event.time.timeIntervalSince(start.time) >= gesture.minimumDuration {
                    phase = .ended(true)
                }
            case .up, .finished, .timedOut:
                if let start, event.time.timeIntervalSince(start.time) >= gesture.minimumDuration {
                    phase = .ended(true)
                } else {
                    phase = .failed
                }
            }
        }
    }
}

extension View {
    /// Runs `action` when the view has been pressed for `minimumDuration` seconds;
    /// `onPressingChanged` hears when pressing starts and stops.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            PressingReport(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)) {
                onPressingChanged?($0)
            }
            .onEnded { _ in action() }
        )
    }
}

/// Tells `changed` when a press starts and when it stops, however it stops: held long enough,
/// lifted early or moved too far (SwiftUI's `onPressingChanged` hears `false` in each case).
struct PressingReport<Base: Gesture>: Gesture where Base.Value == Bool {
    typealias Value = Bool
    typealias Body = Never
    let base: Base
    let changed: (Bool) -> Void

    static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Bool> {
        Recognizer(Base._makeRecognizer(gesture.base, inputs: inputs), changed: gesture.changed)
    }

    final class Recognizer: WrappingRecognizer<Bool> {
        let changed: (Bool) -> Void
        private var isPressing = false

        init(_ inner: _GestureRecognizer<Bool>, changed: @escaping (Bool) -> Void) {
            self.changed = changed
            super.init(inner)
        }

        override func deliver() {
            if case .active = phase, !isPressing {
                isPressing = true
                changed(true)
            }
            if phase.isEnded { stopPressing() }
            super.deliver()
        }

        override func cancel() {
            super.cancel()
            stopPressing()
        }

        private func stopPressing() {
            guard isPressing else { return }
            isPressing = false
            changed(false)
        }
    }
}
