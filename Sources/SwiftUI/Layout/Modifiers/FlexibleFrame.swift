import Foundation

extension View {
    /// Positions this view in an invisible frame whose size follows the proposal within limits.
    ///
    /// The proposal is clamped to the minimum and maximum before it reaches the view (an ideal
    /// value replaces a `nil` proposal). The frame's own size, per dimension: with no limits, the
    /// view's; with a minimum, at least the minimum, and no larger than the view or the proposal;
    /// with a maximum, at most the maximum, and no smaller than the view or the proposal. So
    /// `maxWidth: .infinity` takes all the proposed width, `minWidth: 200` never less than 200.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_FlexFrameLayout(
            width: FlexibleDimension(min: minWidth, ideal: idealWidth, max: maxWidth, label: "width"),
            height: FlexibleDimension(min: minHeight, ideal: idealHeight, max: maxHeight, label: "height"),
            alignment: alignment
        ))
    }
}

/// The limits of a flexible frame in one dimension.
struct FlexibleDimension {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, label: String) {
        let name = "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"
        self.min = FrameDimension.validated(min, name: name, label: "min\(label.capitalized)")
        self.ideal = FrameDimension.validated(ideal, name: name, label: "ideal\(label.capitalized)")
        self.max = FrameDimension.validated(max, name: name, label: "max\(label.capitalized)", allowsInfinity: true)
        if let lower = self.min, let upper = self.max, lower > upper {
            RuntimeWarning.report("\(name): Contradictory frame constraints specified: min\(label.capitalized) \(lower) is above max\(label.capitalized) \(upper). Using \(lower) for both.")
            self.max = lower
        }
    }

    var isUnconstrained: Bool { min == nil && max == nil && ideal == nil }

    /// What the child is proposed: the ideal for `nil`, then clamped to the limits.
    func childProposal(_ proposal: CGFloat?) -> CGFloat? {
        guard var value = proposal ?? ideal else { return nil }
        if let max { value = Swift.min(value, max) }
        if let min { value = Swift.max(value, min) }
        return value
    }

    /// The frame's length, given the proposal and the child's answer.
    func length(proposal: CGFloat?, child: CGFloat) -> CGFloat {
        if proposal == nil, let ideal {
            return Swift.max(min ?? ideal, Swift.min(max ?? ideal, ideal))
        }
        let proposed = proposal ?? child
        var result = child
        if let min { result = Swift.max(min, Swift.min(result, proposed)) }
        if let max { result = Swift.min(max, Swift.max(result, proposed)) }
        return result
    }

    var traceParts: [String] {
        [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in value.map { "\(name): \($0.pointDescription)" } }
    }
}

/// A flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct _FlexFrameLayout: UnaryLayoutModifier {
    let width: FlexibleDimension
    let height: FlexibleDimension
    let alignment: Alignment

    var traceLabel: String {
        let parts = width.traceParts.map { $0.replacingOccurrences(of: ":", with: "Width:") }
            + height.traceParts.map { $0.replacingOccurrences(of: ":", with: "Height:") }
        return ".frame(\(parts.joined(separator: ", ")))"
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: width.length(proposal: proposal.width, child: childSize.width),
            height: height.length(proposal: proposal.height, child: childSize.height)
        )
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let childProposal = childProposal(proposal)
        let offset = child.alignedOrigin(in: bounds.size, alignment: alignment, proposal: childProposal)
        return ChildPlacement(origin: bounds.offsetOrigin(by: offset), proposal: childProposal)
    }
}
