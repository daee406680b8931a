/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// Left to right: the x axis.
    case horizontal
    /// Top to bottom: the y axis.
    case vertical

    /// The other axis: a stack's cross axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as `ScrollView(_:)` and `scrollIndicators(_:axes:)` take.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// A set from its bits: 1 for horizontal, 2 for vertical.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
