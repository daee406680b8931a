import Foundation

/// A gesture that ends when the view is tapped `count` times.
///
/// A finger that moves more than `TapRecognizer.allowableMovement` from where it touched down
/// is not a tap (UIKit's tap recognizer allows about 10 points), so a drag is left to a drag.
/// The taps of a multiple tap follow each other within `TapRecognizer.maximumIntervalBetweenTaps`,
/// near where the first came down; while it waits for the next, the gestures behind it wait too.
public struct TapGesture: Gesture {
    /// A tap has no value: `onEnded` is called with `()`.
    public typealias Value = Void
    public typealias Body = Never
    /// How many taps end the gesture (1 for a single tap, 2 for a double tap).
    public var count: Int

    /// A gesture of `count` taps (a count below 1 counts as 1).
    public init(count: Int = 1) {
        self.count = count
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Void> {
        _MapGesture<SpatialTapGesture, Void>._makeRecognizer(
            SpatialTapGesture(count: gesture.count).map { _ in () }, inputs: inputs
        )
    }
}

/// A tap that reports where it happened (iOS 16).
public struct SpatialTapGesture: Gesture {
    /// Where the last tap touched, in the gesture's coordinate space.
    public struct Value: Equatable, @unchecked Sendable {
        /// Where the last tap lifted, in the gesture's coordinate space.
        public var location: CGPoint
    }

    public typealias Body = Never
    /// How many taps end the gesture.
    public var count: Int
    /// The space the tap's location is measured in; `.local` is the view's frame as drawn.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps whose value is where the last one lifted, in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public static func _makeRecognizer(_ gesture: Self, inputs: _GestureInputs) -> _GestureRecognizer<Value> {
        TapRecognizer(gesture: gesture, inputs: inputs)
    }
}

/// Counts taps: each touch that lifts near where it came down; ends at the count asked for.
/// Between taps it stays possible across touches (the host keeps its interaction), and fails
/// when the next tap comes too late or too far away.
final class TapRecognizer: _GestureRecognizer<SpatialTapGesture.Value> {
    static let allowableMovement: CGFloat = 10
    /// UIKit's tap recognizer (`UITapGestureRecognizer`) waits at most 0.35 s after a tap for the
    /// next one, and counts it only within 45 points of the first.
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    static let allowableSeparation: CGFloat = 45
    let gesture: SpatialTapGesture
    let inputs: _GestureInputs
    private var start: CGPoint?
    private var firstTap: CGPoint?
    private var lastTapEnd: Date?
    private var taps = 0

    init(gesture: SpatialTapGesture, inputs: _GestureInputs) {
        self.gesture = gesture
        self.inputs = inputs
    }

    override func receive(_ event: GestureEvent) {
        guard case .possible = phase else { return }
        switch event.phase {
        case .down:
            if let lastTapEnd, let firstTap,
               event.time.timeIntervalSince(lastTapEnd) >= Self.maximumIntervalBetweenTaps
                || hypot(event.location.x - firstTap.x, event.location.y - firstTap.y) > Self.allowableSeparation {
                phase = .failed
                return
            }
            start = event.location
            if firstTap == nil { firstTap = event.location }
        case .moved:
            if let start, hypot(event.location.x - start.x, event.location.y - start.y) > Self.allowableMovement {
                phase = .failed
            }
        case .up:
            taps += 1
            lastTapEnd = event.time
            if taps >= max(1, gesture.count) {
                phase = .ended(SpatialTapGesture.Value(location: inputs.location(of: event.location, in: gesture.coordinateSpace)))
            }
        case .finished:
            // A touch that was not a tap fails; after a tap, the next one may still come.
            if lastTapEnd == nil || start == nil { phase = .failed }
            start = nil
        case .timedOut:
            phase = .failed
        }
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times.
    ///
    /// Give the gesture with the highest count first when a view has several: the first one
    /// attached is the innermost and is asked first, and one behind it waits until it fails.
    /// So after `.onTapGesture(count: 2) { … }.onTapGesture { … }` a single tap runs its
    /// action once the double tap's interval has passed on the clock (`host.advance(by:)`),
    /// and a double tap runs only the double tap's.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped
    /// `count` times (iOS 17).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
