import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// You receive one in `AlignmentID.defaultValue(in:)`, in `alignmentGuide(_:computeValue:)`
/// and from `LayoutSubview.dimensions(in:)`.
public struct ViewDimensions {
    /// The view's width, in points.
    public let width: CGFloat
    /// The view's height, in points.
    public let height: CGFloat
    /// The view whose guides these are; `nil` for dimensions without a view.
    let node: ViewNode?
    let proposal: ProposedViewSize

    init(size: CGSize, node: ViewNode?, proposal: ProposedViewSize) {
        width = size.width
        height = size.height
        self.node = node
        self.proposal = proposal
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of a guide: the view's explicit value if it sets one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// Where `guide` falls in the view, from its top: its explicit value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }

    /// The value of a guide that the view sets explicitly (with `alignmentGuide` or a text baseline), or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The value of a vertical guide the view sets explicitly, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.id.defaultValue(in: self)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        node?.explicitAlignment(of: key, size: size, proposal: proposal)
    }
}
