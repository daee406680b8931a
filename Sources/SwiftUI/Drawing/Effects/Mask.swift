import Foundation

extension View {
    /// Shows this view only where `mask` draws: the mask is proposed this view's size and
    /// aligned in its frame, and layout is unchanged.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` draws (the older spelling).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskEffect(mask: mask, alignment: .center))
    }
}

/// A mask beside the masked view: laid out like a background, drawn as a clip.
public struct _MaskEffect<Mask: View>: ViewModifier {
    let mask: Mask
    let alignment: Alignment

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let layout = MaskLayout(decoration: DecorationLayout(alignment: modifier.alignment, decorationsBehind: false, traceLabel: ".mask"))
        return _ViewOutputs(nodes: body(inputs).nodes.map { content in
            ViewNode(layout, children: [content] + makeNodes(of: modifier.mask, inputs: inputs.child(.decoration)), inputs: inputs)
        })
    }
}

/// Sizes and places like `overlay` (the content decides the size; the mask gets it), and
/// draws the content clipped to where the mask draws.
///
/// A terminal cell is drawn or not, so the mask's shapes are a clip, and its opacity (the most
/// opaque of what it draws) multiplies the content's: a gradient mask does not fade (our choice).
struct MaskLayout: NodeBehavior {
    let decoration: DecorationLayout
    var decoratesFirstChild: Bool { true }

    var traceLabel: String { decoration.traceLabel }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        decoration.sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        decoration.placeChildren(of: node, in: bounds, proposal: proposal)
    }

    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        decoration.explicitAlignment(of: key, node: node, size: size, proposal: proposal)
    }

    func spacing(of node: ViewNode) -> ViewSpacing { node.children[0].spacing }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        var mask = DisplayList()
        mask.context = list.context
        for child in node.children.dropFirst() { child.draw(into: &mask) }
        let drawn = mask.items.filter { $0.opacity * Double($0.color.opacity) > 0 }
        // The mask's items carry the opacity around the modifier too, which the content has already.
        let opacity = (drawn.map { $0.opacity * Double($0.color.opacity) }.max() ?? 0) / max(list.context.opacity, .ulpOfOne)
        var area = Path()
        for item in drawn { area.addPath(item.coveredArea) }
        list.withContext({
            $0.clips.append(area)
            $0.opacity *= min(1, opacity)
            $0.effects.append(.mask)
        }) { node.children[0].draw(into: &$0) }
    }
}

extension DisplayItem {
    /// The area the item covers, in root coordinates with its transform applied: a fill's path,
    /// a stroke's bounds grown by half its width, text's frame.
    var coveredArea: Path {
        switch content {
        case .fill(let path, _, _):
            return path.applying(transform)
        case .stroke(let path, _, let style):
            let half = style.lineWidth / 2
            return Path(path.boundingRect.insetBy(dx: -half, dy: -half)).applying(transform)
        case .text, .image:
            return Path(frame).applying(transform)
        }
    }
}
