/// How a view's colours combine with the colours behind it: `blendMode(_:)`.
public enum BlendMode: Hashable, Sendable {
    /// The usual blend modes, each blended per channel in a terminal cell.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// `difference` and `exclusion` blend per channel; `hue`, `saturation`, `color` and `luminosity`
    /// (non-separable modes) draw as `normal`.
    case difference, exclusion, hue, saturation, color, luminosity
    /// Compositing modes: `plusDarker` and `plusLighter` add the channels; the others draw as `normal`.
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The colour a cell shows when `top` is blended over `bottom`, per channel (0 to 1), for the
    /// separable modes a terminal cell can show, by the formulas of the W3C's "Compositing and
    /// Blending" (which are the PDF blend modes Core Graphics follows); the others draw as `.normal`.
    func blend(_ top: Float, over bottom: Float) -> Float {
        switch self {
        case .multiply: top * bottom
        case .screen: 1 - (1 - top) * (1 - bottom)
        case .darken: min(top, bottom)
        case .lighten: max(top, bottom)
        case .difference: abs(top - bottom)
        case .exclusion: top + bottom - 2 * top * bottom
        case .overlay: bottom < 0.5 ? 2 * top * bottom : 1 - 2 * (1 - top) * (1 - bottom)
        case .hardLight: top < 0.5 ? 2 * top * bottom : 1 - 2 * (1 - top) * (1 - bottom)
        case .colorDodge: bottom == 0 ? 0 : top >= 1 ? 1 : min(1, bottom / (1 - top))
        case .colorBurn: bottom >= 1 ? 1 : top <= 0 ? 0 : 1 - min(1, (1 - bottom) / top)
        case .softLight:
            if top <= 0.5 {
                bottom - (1 - 2 * top) * bottom * (1 - bottom)
            } else {
                bottom + (2 * top - 1) * ((bottom <= 0.25 ? ((16 * bottom - 12) * bottom + 4) * bottom : bottom.squareRoot()) - bottom)
            }
        case .plusLighter: min(1, top + bottom)
        case .plusDarker: max(0, top + bottom - 1)
        default: top
        }
    }
}

extension View {
    /// Sets how this view's colours blend with the views behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }
}

/// Records its blend mode on everything its content draws.
public struct _BlendModeEffect: DrawingEffectModifier {
    let blendMode: BlendMode

    var traceLabel: String { ".blendMode(.\(blendMode))" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        list.withContext({ $0.effects.append(.blendMode(blendMode)) }) { node.drawChildren(into: &$0) }
    }
}
