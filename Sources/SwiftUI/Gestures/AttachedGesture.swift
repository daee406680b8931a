import Foundation

extension View {
    /// Attaches `gesture` to the view. A gesture of a view inside is asked first: this one
    /// gets the interaction only if theirs fail, as SwiftUI gives precedence to the
    /// innermost view. `mask` leaves this gesture, the views inside, both or neither on.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(AddGestureModifier(gesture: gesture, mask: mask))
    }

    /// Attaches `gesture` so that it is asked before the gestures of the views inside.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(HighPriorityGestureModifier(gesture: gesture, mask: mask))
    }

    /// Attaches `gesture` so that it is recognized together with the gestures of the views inside.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(SimultaneousGestureModifier(gesture: gesture, mask: mask))
    }
}

/// How an attached gesture competes with the gestures of the views inside its view.
enum GesturePrecedence {
    /// Asked after those inside (`gesture`).
    case normal
    /// Asked before those inside (`highPriorityGesture`).
    case high
    /// Recognized beside them (`simultaneousGesture`).
    case simultaneous
}

/// The node of a gesture attached to a view: layout passes through it; a host's interaction
/// asks it for a recognizer.
protocol GestureAttachment: HitTestedWhereDrawn {
    static var precedence: GesturePrecedence { get }
    var mask: GestureMask { get }
    func makeRecognizer(for node: ViewNode) -> any GestureDelivery
}

/// A gesture modifier of one of the three precedences, for the gesture type `G`.
protocol GestureModifier: GestureAttachment, UnaryLayoutModifier {
    associatedtype G: Gesture
    var gesture: G { get }
}

extension GestureModifier {
    func makeRecognizer(for node: ViewNode) -> any GestureDelivery {
        G._makeRecognizer(gesture, inputs: _GestureInputs(node: node))
    }

    var traceLabel: String { ".gesture(\(G.self))" }
}

/// The modifier `gesture(_:including:)` makes: its gesture is asked after those of the views inside.
public struct AddGestureModifier<G: Gesture>: GestureModifier {
    static var precedence: GesturePrecedence { .normal }
    let gesture: G
    let mask: GestureMask
}

/// The modifier `highPriorityGesture(_:including:)` makes: its gesture is asked before those of the views inside.
public struct HighPriorityGestureModifier<G: Gesture>: GestureModifier {
    static var precedence: GesturePrecedence { .high }
    let gesture: G
    let mask: GestureMask
}

/// The modifier `simultaneousGesture(_:including:)` makes: its gesture is recognized beside those of the views inside.
public struct SimultaneousGestureModifier<G: Gesture>: GestureModifier {
    static var precedence: GesturePrecedence { .simultaneous }
    let gesture: G
    let mask: GestureMask
}

/// A recognizer as the host's interaction sees it, whatever its value.
protocol GestureDelivery: AnyObject {
    func receive(_ event: GestureEvent)
    func deliverCurrent()
    func cancel()
    var isFailed: Bool { get }
    var isPossible: Bool { get }
}

extension _GestureRecognizer: GestureDelivery {
    var isFailed: Bool { phase.isFailed }
    var isPossible: Bool { if case .possible = phase { true } else { false } }
}
