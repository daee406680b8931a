import Foundation

extension View {
    /// Makes this cell of a `GridRow` span `count` columns. It does not widen the columns it
    /// spans: they are sized by their other cells.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Aligns every cell in this cell's column horizontally, whichever row sets it.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell at `anchor` of its space (`.topTrailing`, `UnitPoint(x: 0.25, y: 0)`),
    /// instead of by the row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it is
    /// offered the size its other cells give them, so a flexible view such as a `Divider` or
    /// a `Color` follows the grid instead of stretching it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
