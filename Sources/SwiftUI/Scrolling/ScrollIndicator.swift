import Foundation

/// A scroll view's scroll bar: a thin bar at its trailing (or bottom) edge whose length is the
/// part of the content shown and whose place is where it is scrolled to.
///
/// iOS shows its indicator only while scrolling; a terminal picture is a still, so the bar is
/// drawn whenever the content does not fit (our choice). It lies over the content's last column
/// (or row), 1.5 points in from the edge (the middle of UIKit's 3-point bar), drawn as a line
/// (│ or ─) in the cells there that hold no text, so it never hides a letter of the content.
struct ScrollIndicator {
    let axis: Axis
    let position: ScrollPosition

    static let thickness: CGFloat = 3
    /// The shortest the bar gets, so a long content keeps a visible bar.
    static let minimumLength: CGFloat = 16
    static let color = Color(white: 0.55)

    func draw(in frame: CGRect, environment: EnvironmentValues, into list: inout DisplayList) {
        let content = position.contentSize[axis]
        let viewport = position.viewportSize[axis]
        guard viewport > 0, content > viewport + 0.5 else { return }
        // Whole cells along the bar, so it moves a cell at a time instead of touching two cells
        // when it is a fraction of a point past a cell's edge.
        let cell = axis == .vertical ? CellGrid.cellHeight : CellGrid.cellWidth
        let length = max(cell, (min(viewport, max(Self.minimumLength, viewport * viewport / content)) / cell).rounded() * cell)
        let start = ((viewport - length) * position.offset[axis] / (content - viewport) / cell).rounded() * cell
        let inset = Self.thickness / 2
        var bar = Path()
        if axis == .vertical {
            bar.addLines([CGPoint(x: frame.maxX - inset, y: frame.minY + start), CGPoint(x: frame.maxX - inset, y: frame.minY + start + length)])
        } else {
            bar.addLines([CGPoint(x: frame.minX + start, y: frame.maxY - inset), CGPoint(x: frame.minX + start + length, y: frame.maxY - inset)])
        }
        list.append(.stroke(bar, Self.color.resolve(in: environment), StrokeStyle(lineWidth: 1)), frame: bar.boundingRect)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
