import Foundation

/// Whether a view with an aspect ratio fits inside the proposal or fills it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size with the ratio that fits in the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal.
    case fill
}

extension View {
    /// Proposes to this view the largest size with `aspectRatio` (width ÷ height) that fits in the
    /// proposal (`.fit`) or the smallest that covers it (`.fill`). With a `nil` ratio, the view's
    /// ideal size gives the ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// `aspectRatio(_:contentMode:)` with the ratio `aspectRatio.width ÷ aspectRatio.height`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Keeps the view's own ratio and fits it in the proposal.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Keeps the view's own ratio and fills the proposal (it may overflow).
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

public struct _AspectRatioLayout: UnaryLayoutModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        if let ratio = aspectRatio, !(ratio > 0 && ratio.isFinite) {
            RuntimeWarning.report("aspectRatio(_:contentMode:): Invalid aspect ratio \(ratio): it must be positive and finite. Using the view's own ratio.")
            self.aspectRatio = nil
        } else {
            self.aspectRatio = aspectRatio
        }
        self.contentMode = contentMode
    }

    var traceLabel: String {
        ".aspectRatio(\(aspectRatio.map { $0.pointDescription } ?? "nil"), contentMode: .\(contentMode))"
    }

    private func childProposal(_ proposal: ProposedViewSize, child: ViewNode) -> ProposedViewSize {
        let ratio = aspectRatio ?? {
            let ideal = child.sizeThatFits(.unspecified)
            return ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
        }()
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return .unspecified
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let widthLimits = byWidth.height <= height
            let fits = widthLimits ? byWidth : byHeight
            let fills = widthLimits ? byHeight : byWidth
            let chosen = contentMode == .fit ? fits : fills
            return ProposedViewSize(chosen.width.isNaN || chosen.height.isNaN ? CGSize(width: width, height: height) : chosen)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child: child))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        ChildPlacement(origin: bounds.origin, proposal: childProposal(proposal, child: child))
    }
}
