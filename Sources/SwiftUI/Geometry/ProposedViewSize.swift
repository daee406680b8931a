import Foundation

/// A proposal for the size of a view, as a parent offers it to a child.
///
/// Each dimension is proposed independently: `0` asks for the view's minimum,
/// `.infinity` for its maximum, and `nil` for its ideal size.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` to ask for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` to ask for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` and `height`; `nil` asks for the ideal size in that dimension.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces `nil` dimensions by `size`: 10 by 10 by default, the ideal size of shapes and colours.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// Reads as `300×100`, `nil×100` or `∞×0`, the notation of the layout trace.
    public var description: String {
        "\(Self.describe(width))×\(Self.describe(height))"
    }

    static func describe(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return value.pointDescription
    }
}

extension ProposedViewSize {
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, _ length: CGFloat?, cross: CGFloat?) {
        self = axis == .horizontal ? .init(width: length, height: cross) : .init(width: cross, height: length)
    }
}

extension CGFloat {
    /// A compact rendering for traces: `93`, `60.5`, `61.33`, `∞`.
    var pointDescription: String {
        if self == .infinity { return "∞" }
        if self == -.infinity { return "-∞" }
        if isNaN { return "nan" }
        let rounded = (self * 100).rounded() / 100
        // Past 1e15 a number is no longer whole-or-not at this precision, and `Int` may not hold it.
        if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int(rounded)) }
        return String(format: "%g", Double(rounded))
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, _ length: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? .init(width: length, height: cross) : .init(width: cross, height: length)
    }

    var sizeDescription: String { "\(width.pointDescription)×\(height.pointDescription)" }
}
