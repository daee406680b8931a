import Foundation

extension FlattenedPath {
    /// The dashes of `style` along each subpath (each starts the pattern afresh, shifted by the
    /// dash phase), or the subpaths themselves when the style has no dashes.
    func dashed(_ style: StrokeStyle) -> [Polyline] {
        // An odd pattern repeats with on and off swapped, as in CoreGraphics.
        let pattern = style.dash.count % 2 == 1 ? style.dash + style.dash : style.dash
        let period = pattern.reduce(0) { $0 + max($1, 0) }
        guard period > 0, period.isFinite, style.dashPhase.isFinite else { return polylines }

        var result: [Polyline] = []
        for polyline in polylines {
            let length = polyline.length
            // Patterns too fine to show on a 4-point grid are drawn solid.
            guard length / period < 10_000 else {
                result.append(polyline)
                continue
            }
            var intervals: [ClosedRange<CGFloat>] = []
            var position = -style.dashPhase.truncatingRemainder(dividingBy: period)
            if position > 0 { position -= period }
            var index = 0
            while position < length {
                let dash = max(pattern[index], 0)
                if index % 2 == 0 && dash > 0 { intervals.append(position...(position + dash)) }
                position += dash
                index = (index + 1) % pattern.count
            }
            result += polyline.pieces(in: intervals)
        }
        return result
    }
}
