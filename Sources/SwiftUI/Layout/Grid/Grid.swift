import Foundation

/// A container that lines views up in rows and columns: each column is as wide as its widest
/// cell and each row as tall as its tallest, and space is shared out between flexible columns
/// and rows by the stacks' algorithm (WWDC22, "Compose custom layouts with SwiftUI").
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Tea"); Text("3") }
///     Divider()                          // outside a row: spans every column
///     GridRow { Text("Coffee"); Text("12").gridColumnAlignment(.trailing) }
/// }
/// ```
public struct Grid<Content: View>: _PrimitiveView {
    var layout: GridLayout
    var content: Content

    /// - Parameters:
    ///   - alignment: How cells sit in their space; a column's `gridColumnAlignment`, a row's
    ///     own alignment and a cell's `gridCellAnchor` take precedence.
    ///   - horizontalSpacing: The space between columns; `nil` for the default, 8 points.
    ///   - verticalSpacing: The space between rows; `nil` for the default, 8 points.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _LayoutRoot._makeView(_LayoutRoot(layout: view.layout, content: view.content), inputs: inputs)
    }
}

/// One row of a `Grid`: its first view goes in the first column, the next in the second, and
/// so on. Outside a grid it is just its views, like a `Group`.
public struct GridRow<Content: View>: _PrimitiveView {
    var alignment: VerticalAlignment?
    var content: Content

    /// - Parameter alignment: How the row's cells line up vertically; `nil` for the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let nodes = makeNodes(of: view.content, inputs: inputs.child(.content))
        _TraitWritingModifier<GridRowMembershipKey>(value: GridRowMembership(alignment: view.alignment)).apply(toNew: nodes)
        return _ViewOutputs(nodes: nodes)
    }
}

/// Which row a grid's subview is a cell of: the views of one `GridRow` share one.
final class GridRowMembership {
    let alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }
}

struct GridRowMembershipKey: LayoutValueKey {
    static let defaultValue: GridRowMembership? = nil
}
