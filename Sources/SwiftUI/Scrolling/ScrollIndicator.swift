import Foundation

/// A scroll view's scroll bar: a thin bar at its trailing (or bottom) edge whose length is the
/// part of the content shown and whose place is where it is scrolled to.
///
/// iOS shows its indicator only while scrolling; a terminal picture is a still, so the bar is
/// drawn whenever the content does not fit (our choice). It is 3 points thick, as UIKit's is,
/// which a terminal draws as the edge of the last column or row of cells.
struct ScrollIndicator {
    let axis: Axis
    let position: ScrollPosition

    static let thickness: CGFloat = 3
    /// The shortest the bar gets, so a long content keeps a visible bar (one cell).
    static let minimumLength: CGFloat = 16
    static let color = Color(white: 0.55)

    func draw(in frame: CGRect, environment: EnvironmentValues, into list: inout DisplayList) {
        let content = position.contentSize[axis]
        let viewport = position.viewportSize[axis]
        guard viewport > 0, content > viewport + 0.5 else { return }
        let length = min(viewport, max(Self.minimumLength, viewport * viewport / content))
        let start = (viewport - length) * position.offset[axis] / (content - viewport)
        let bar = axis == .vertical
            ? CGRect(x: frame.maxX - Self.thickness, y: frame.minY + start, width: Self.thickness, height: length)
            : CGRect(x: frame.minX + start, y: frame.maxY - Self.thickness, width: length, height: Self.thickness)
        list.append(.fill(Path(bar), Self.color.resolve(in: environment), FillStyle()), frame: bar)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
