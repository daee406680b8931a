import Foundation

extension View {
    /// Positions this view in an invisible frame of fixed size in each dimension you give;
    /// in a dimension you leave `nil`, the frame takes the size of the view.
    ///
    /// The frame proposes its fixed size to the view and reports that size, whatever the view
    /// chooses; the view is aligned inside it (centred by default), and may draw outside it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}

/// A fixed frame: `frame(width:height:alignment:)`.
public struct _FrameLayout: UnaryLayoutModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        let name = "frame(width:height:alignment:)"
        self.width = FrameDimension.validated(width, name: name, label: "width")
        self.height = FrameDimension.validated(height, name: name, label: "height")
        self.alignment = alignment
    }

    var traceLabel: String {
        let parts = [width.map { "width: \($0.pointDescription)" }, height.map { "height: \($0.pointDescription)" }].compactMap { $0 }
        return ".frame(\(parts.joined(separator: ", ")))"
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let childProposal = childProposal(proposal)
        let offset = child.alignedOrigin(in: bounds.size, alignment: alignment, proposal: childProposal)
        return ChildPlacement(origin: bounds.offsetOrigin(by: offset), proposal: childProposal)
    }
}

/// Checks frame values the way SwiftUI does: a negative or non-finite size is reported
/// ("Invalid frame dimension (negative or non-finite).") and replaced, never a crash.
enum FrameDimension {
    static func validated(_ value: CGFloat?, name: String, label: String, allowsInfinity: Bool = false) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || (!allowsInfinity && value.isInfinite) {
            RuntimeWarning.report("\(name): Invalid frame dimension (negative or non-finite): \(label) \(value). Using 0 instead.")
            return 0
        }
        return value
    }
}
