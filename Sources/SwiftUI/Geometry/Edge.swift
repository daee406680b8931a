import Foundation

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The four edges; leading is the left edge and trailing the right one, swapped in `.rightToLeft` layout.
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(_:_:)` takes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// A set from its bits, one per edge in the order top, leading, bottom, trailing.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges: what `padding()` pads.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge, in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets of the given lengths, each 0 unless given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

/// The top or bottom edge, as `safeAreaInset(edge:)` takes.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top or the bottom edge.
    case top, bottom

    /// A set of vertical edges: `listRowSeparator(_:edges:)` takes one.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// A set from its bits: 1 for top, 2 for bottom.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge, as `safeAreaInset(edge:)` takes.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading or the trailing edge.
    case leading, trailing
}
