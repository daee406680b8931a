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

/// The limits of a flexible frame in one dimension, normalised as SwiftUI's `_FlexFrameLayout`
/// initializer does (OpenSwiftUI's FrameLayout.swift, checked against SwiftUI's own initializer
/// by its symbol-dual tests): a negative minimum becomes 0, the ideal is raised to the minimum
/// and the maximum to the ideal. A minimum above the maximum (with no ideal between) is kept:
/// the frame then follows its child, proposed the maximum.
struct FlexibleDimension {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, label: String) {
        let name = "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"
        let givenMin = FrameDimension.validated(min, name: name, label: "min\(label.capitalized)")
        let givenIdeal = FrameDimension.validated(ideal, name: name, label: "ideal\(label.capitalized)")
        let givenMax = FrameDimension.validated(max, name: name, label: "max\(label.capitalized)", allowsInfinity: true)
        // SwiftUI's `frame(minWidth:…)` logs "Contradictory frame constraints specified." unless
        // min ≤ ideal ≤ max, each missing value standing for the one before it.
        let lower = givenMin ?? -.infinity, middle = givenIdeal ?? lower, upper = givenMax ?? middle
        if lower > middle || middle > upper {
            let given = [("min", givenMin), ("ideal", givenIdeal), ("max", givenMax)]
                .compactMap { part, value in value.map { "\(part)\(label.capitalized) \($0.pointDescription)" } }
            RuntimeWarning.report("\(name): Contradictory frame constraints specified: \(given.joined(separator: ", ")) should not decrease.")
        }
        self.min = givenMin
        self.ideal = givenIdeal.map { Swift.max(givenMin ?? 0, $0) }
        self.max = givenMax.map { Swift.max(self.ideal ?? 0, $0) }
    }

    /// What the child is measured with: the ideal for `nil`, then clamped to the limits (the
    /// maximum winning when they cross).
    func childProposal(_ proposal: CGFloat?) -> CGFloat? {
        guard var value = proposal ?? ideal else { return nil }
        if let min { value = Swift.max(value, min) }
        if let max { value = Swift.min(value, max) }
        return value
    }

    /// The frame's length when it does not depend on the child: a proposal clamped between
    /// limits that do not cross, or the ideal when nothing is proposed.
    func lengthWithoutChild(proposal: CGFloat?) -> CGFloat? {
        guard let proposal else { return ideal }
        guard let min, let max, min <= max else { return nil }
        return Swift.min(Swift.max(proposal, min), max)
    }

    /// The frame's length from the child's, measured with `childProposal`.
    func length(childProposal: CGFloat?, child: CGFloat) -> CGFloat {
        switch (min, max) {
        case let (min?, max?) where min <= max: Swift.min(Swift.max(min, child), max)
        case let (min?, nil): Swift.max(Swift.min(childProposal ?? .infinity, child), min)
        case let (nil, max?): Swift.min(Swift.max(childProposal ?? -.infinity, child), max)
        default: child
        }
    }

    /// What the child is proposed when it is placed in a frame of length `length`: that length,
    /// except that a frame asked for its ideal size, with no ideal of its own and strictly
    /// inside its limits, passes the question on (SwiftUI's iOS 18 "ideal sizing" rule).
    func placementProposal(length: CGFloat, proposal: CGFloat?) -> CGFloat? {
        guard ideal == nil, proposal == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) else { return length }
        return nil
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
        let fixedWidth = width.lengthWithoutChild(proposal: proposal.width)
        let fixedHeight = height.lengthWithoutChild(proposal: proposal.height)
        if let fixedWidth, let fixedHeight { return CGSize(width: fixedWidth, height: fixedHeight) }
        let measured = childProposal(proposal)
        let childSize = child.sizeThatFits(measured)
        return CGSize(
            width: fixedWidth ?? width.length(childProposal: measured.width, child: childSize.width),
            height: fixedHeight ?? height.length(childProposal: measured.height, child: childSize.height)
        )
    }

    /// The child is proposed the frame's own size (SwiftUI's placement of a flexible frame), so
    /// the size the frame reports and the one its child is offered agree.
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let childProposal = ProposedViewSize(
            width: width.placementProposal(length: bounds.width, proposal: proposal.width),
            height: height.placementProposal(length: bounds.height, proposal: proposal.height)
        )
        let offset = child.alignedOrigin(in: bounds.size, alignment: alignment, proposal: childProposal)
        return ChildPlacement(origin: bounds.offsetOrigin(by: offset), proposal: childProposal)
    }
}
