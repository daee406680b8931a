import Foundation

/// A group of rows with an optional header and footer: in a `List` or a `Form` the rows are
/// drawn as a group under the header; elsewhere its views are simply shown one after another.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    var header: Parent
    var content: Content
    var footer: Footer

    /// A section of `content` under `header` and above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The older form that the books use: `Section(header: Text("Fruit")) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: makeNodes(of: view.header, inputs: inputs.child(.tupleChild(0)))
            + makeNodes(of: view.content, inputs: inputs.child(.tupleChild(1)))
            + makeNodes(of: view.footer, inputs: inputs.child(.tupleChild(2))))
    }

    /// The header's, the rows' and the footer's elements, all marked as this section's.
    public static func _viewList(_ view: Self) -> _ViewList {
        let section = SectionIdentity()
        func marked(_ list: _ViewList, position: Int, role: _ViewListElement.Role) -> _ViewList {
            list.appending(.tupleChild(position)).mapElements { element in
                var element = element
                element.section = section
                if role != .row { element.role = role }
                return element
            }
        }
        var list = _ViewList(concatenating: [
            marked(viewList(of: view.header), position: 0, role: .sectionHeader),
            marked(viewList(of: view.content), position: 1, role: .row),
            marked(viewList(of: view.footer), position: 2, role: .sectionFooter),
        ])
        list.hasSections = true
        return list
    }
}

/// A `Section`, whatever its header, rows and footer: a `ForEach` of them contributes sections.
protocol SectionView {}

extension Section: SectionView {}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`, without a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under the `header` view (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` above `footer`, without a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` above the `footer` view (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `title`: `Section("Fruit") { … }`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A section of `content` under a text header `title`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
