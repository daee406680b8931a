import Foundation

/// A horizontal track that a slider or a linear progress view draws in one line of cells.
///
/// Like iOS's, it takes the proposed width; asked for its ideal width, it is 80 points (10 cells,
/// a terminal choice: SwiftUI does not document one). It is one line (16 points) tall, where iOS's
/// slider is about 31 points and its progress bar 4.
protocol TrackBehavior: NodeBehavior {
    /// The characters of the track in `cells` cells: what is done, then what is not, each with
    /// its colour (`nil` for the foreground style).
    func runs(cells: Int) -> [Glyph.Run]
}

extension TrackBehavior {
    static var idealWidth: CGFloat { 80 }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        CGSize(width: max(0, proposal.width ?? Self.idealWidth), height: TextLayout.lineHeight)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        guard frame.width.isFinite else { return }
        var origin = frame.origin
        for run in runs(cells: Int(frame.width / TextLayout.cellWidth)) where !run.text.isEmpty {
            list.appendGlyphs(run.text, at: origin, color: run.style(isEnabled: node.environment.isEnabled), frame: frame, environment: node.environment)
            origin.x += CGFloat(run.text.count) * TextLayout.cellWidth
        }
    }
}

extension ClosedRange where Bound == Double {
    /// Where `value` lies in the range, from 0 at the lower bound to 1 at the upper.
    func fraction(of value: Double) -> Double {
        guard upperBound > lowerBound else { return 0 }
        return Swift.min(1, Swift.max(0, (value - lowerBound) / (upperBound - lowerBound)))
    }
}

/// A view that lays out and draws one track.
struct Track<Behavior: TrackBehavior>: _PrimitiveView {
    let behavior: Behavior

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(view.behavior, inputs: inputs))
    }
}

extension Track: ImplementationDetail {}
