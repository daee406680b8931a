import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// Define your own to align views across containers:
/// ```swift
/// enum MyCenterID: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
/// }
/// extension VerticalAlignment { static let myCenter = VerticalAlignment(MyCenterID.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that does not set it explicitly, measured from the view's origin.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies one alignment guide on one axis.
struct AlignmentKey: Hashable {
    let id: any AlignmentID.Type
    let axis: Axis

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.id == rhs.id && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// Built-in guides (leading, center, top, …) stop at the first container; custom guides and
    /// text baselines pass through stacks. (SwiftUI behaves this way: an explicit `.leading` set
    /// inside a VStack does not move the VStack inside its own parent.)
    var propagatesThroughContainers: Bool {
        !(id is BuiltInAlignmentID.Type) || id is TextBaselineID.Type
    }

    /// How a container merges the explicit values of several children.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard let first = values.first else { return nil }
        if id == LastTextBaselineID.self { return values.last }
        if id == FirstTextBaselineID.self { return first }
        return values.reduce(0, +) / CGFloat(values.count)
    }

    var name: String { String(describing: id) }
}

/// Marks the guides that SwiftUI defines.
protocol BuiltInAlignmentID: AlignmentID {}
/// Marks the text baseline guides.
protocol TextBaselineID: BuiltInAlignmentID {}

enum LeadingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HorizontalCenterID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VerticalCenterID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A view without text has its baselines at its bottom edge, as in SwiftUI.
enum FirstTextBaselineID: TextBaselineID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineID: TextBaselineID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable {
    let key: AlignmentKey

    /// Creates an alignment from your own `AlignmentID`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    /// Lines up the leading edges.
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// Lines up the horizontal centres.
    public static let center = HorizontalAlignment(HorizontalCenterID.self)
    /// Lines up the trailing edges.
    public static let trailing = HorizontalAlignment(TrailingID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable {
    let key: AlignmentKey

    /// Creates an alignment from your own `AlignmentID`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    /// Lines up the top edges.
    public static let top = VerticalAlignment(TopID.self)
    /// Lines up the vertical centres.
    public static let center = VerticalAlignment(VerticalCenterID.self)
    /// Lines up the bottom edges.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// Lines up the baselines of the first lines of text (a view without text uses its bottom).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// Lines up the baselines of the last lines of text (a view without text uses its bottom).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// An alignment of one horizontal and one vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// At the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// At the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// At the leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// At the trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// At the leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// At the trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    subscript(axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}
