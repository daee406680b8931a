import Foundation

/// A tree of data shown as rows: each element's view, and for an element whose `children` key
/// path gives a collection, a chevron (pointing right while closed, down while open) that a tap
/// on the row toggles to show the children under it, indented 20 points, themselves outlines.
/// Every subgroup starts closed, as in SwiftUI. In a `List` (`List(_:children:rowContent:)`,
/// or `List { OutlineGroup(…) }`) each top-level element is a row; an open row holds its
/// children, one under another a row of cells apart, where iOS makes each child a row of its
/// own (docs/deviations.md).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: _PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// An outline of `data`'s identifiable elements and their `children`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// An outline of `data`, its elements identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    /// One `OutlineNode` per top-level element.
    var elements: ForEach<Data, ID, OutlineNode<Data, ID, Leaf>> {
        ForEach(data, id: id) { [id, children, content] element in
            OutlineNode(element: element, id: id, children: children, content: content)
        }
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        ForEach._makeView(view.elements, inputs: inputs)
    }

    /// Each top-level element is an element of the list around (a row of a `List`).
    public static func _viewList(_ view: Self) -> _ViewList {
        viewList(of: view.elements)
    }
}

/// One element of an outline: its view, and, when it has children, the chevron and (while
/// open) the children's outline under it.
struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    @State private var isExpanded = false

    var body: some View {
        if let subgroup = element[keyPath: children] {
            VStack(alignment: .leading, spacing: 16) {
                Button {
                    isExpanded.toggle()
                } label: {
                    HStack {
                        content(element)
                        Spacer()
                        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                    }
                }
                .buttonStyle(.plain)
                if isExpanded {
                    // An `AnyView`: the outline's type holds itself.
                    AnyView(VStack(alignment: .leading, spacing: 16) {
                        OutlineGroup(subgroup, id: id, children: children, content: content)
                    }.padding(.leading, 20))
                }
            }
        } else {
            content(element)
        }
    }
}

extension List where SelectionValue == Never {
    /// A hierarchical list: a row for each element of `data`, whose `children` (when not nil)
    /// open under it at a tap, as `OutlineGroup` shows them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A hierarchical list whose elements are identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
