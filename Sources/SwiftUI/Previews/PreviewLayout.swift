import Foundation

/// The size of the container a preview is drawn in.
public enum PreviewLayout: Sendable {
    /// The whole screen of the device, with the view centred in it (the default).
    case device
    /// The view's own size when the device's screen is proposed to it.
    case sizeThatFits
    /// A container of exactly this size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

struct PreviewLayoutKey: LayoutValueKey {
    static let defaultValue = PreviewLayout.device
}

extension View {
    /// Draws this preview in a container of `layout`'s size.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        modifier(_TraitWritingModifier<PreviewLayoutKey>(value: layout))
    }
}

/// The container of one preview: it offers the screen (or the fixed size) to the view and
/// takes the size its `PreviewLayout` says.
struct PreviewContainer: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let screen = proposal.replacingUnspecifiedDimensions()
        guard let preview = subviews.first else { return screen }
        switch preview[PreviewLayoutKey.self] {
        case .device: return screen
        case .sizeThatFits: return preview.sizeThatFits(ProposedViewSize(screen))
        case .fixed(let width, let height): return CGSize(width: width, height: height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(bounds.size)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offer)
        }
    }
}
