import Foundation

/// Which gestures a `gesture(_:including:)` leaves on: the one attached, those of the views
/// inside, both (`.all`, the default) or neither.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    /// A mask from its bits: 1 for the attached gesture, 2 for those of the views inside.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// No gesture: neither the attached one nor those of the views inside.
    public static let none = GestureMask([])
    /// The attached gesture only; the views inside lose theirs.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside only; the attached one is off.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both the attached gesture and those of the views inside: the default.
    public static let all: GestureMask = [.gesture, .subviews]
}
