/// Builds views from a collection of data, one per element, identified by an id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    /// The collection, one view per element.
    public var data: Data
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    /// Creates views from `data`, identifying each element by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public typealias Body = Never
    /// Every element's views, made now (a lazy container asks `_viewList` instead, and makes
    /// each element when it comes into view).
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var nodes: [ViewNode] = []
        for item in view.data { nodes += view.makeNodes(for: item, inputs: inputs) }
        return _ViewOutputs(nodes: nodes)
    }

    /// One element per item, made only when it is needed. A `ForEach` of sections
    /// (`ForEach(days) { day in Section(day.name) { … } }`) gives each item's section, its
    /// header, rows and footer, so a `List` groups them as SwiftUI does.
    public static func _viewList(_ view: Self) -> _ViewList {
        let data = view.data
        if Content.self is any SectionView.Type {
            return _ViewList(concatenating: data.map { item in
                let id = AnyHashable(item[keyPath: view.id])
                return viewList(of: view.content(item)).appending(.element(id)).mapElements { element in
                    var element = element
                    element.id = AnyHashable([id, element.id])
                    return element
                }
            })
        }
        return _ViewList(count: data.count) { index in
            let item = data[data.index(data.startIndex, offsetBy: index)]
            return _ViewListElement(id: AnyHashable(item[keyPath: view.id])) { view.makeNodes(for: item, inputs: $0) }
        }
    }

    /// The views of one item, identified by its id and tagged with it.
    private func makeNodes(for item: Data.Element, inputs: _ViewInputs) -> [ViewNode] {
        let id = AnyHashable(item[keyPath: self.id])
        let view = ViewGraph.content(of: inputs.parentRecord) { content(item) }
        let nodes = SwiftUI.makeNodes(of: view, inputs: inputs.child(.element(id)))
        _ForEachElementTag(id: id).apply(toNew: nodes)
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range; the integers identify them.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// A view for each number in the closed range `data`, identified by the number.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// Marks the views made for one element with the element's id, which a `Picker` takes as an
/// option's tag when the option has no `tag(_:)` of its own, as SwiftUI does:
/// `ForEach(Flavor.allCases) { Text($0.name) }` selects flavors without any `.tag`.
struct _ForEachElementTag: NodeAttributeModifier {
    let id: AnyHashable
    func apply(to node: ViewNode) { node.elementID = id }
}
