import Foundation

/// A geometric angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians: what the angle stores.
    public var radians: Double
    /// The angle in degrees (radians × 180 / π); setting it sets `radians`.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle of zero.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians` radians, as in `.rotationEffect(.radians(.pi))`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees, as in `.rotationEffect(.degrees(45))`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle of zero.
    public static let zero = Angle()

    /// Whether `lhs` is the smaller angle, compared in radians (360° is larger than 0°).
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
