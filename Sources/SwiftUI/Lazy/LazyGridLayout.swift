import Foundation

/// The layout of `LazyVGrid` and `LazyHGrid`: its items resolve to tracks across the grid
/// (`GridTracks`), and its views fill them a row at a time; the rows are a lazy stack's
/// elements, so a row's views are made only when the row comes into view. A section's header
/// and footer take a row of their own, and a section starts a new row.
///
/// The grid is as long across as its tracks. It works the tracks out twice, the second time
/// for the length the first gave, as objc.io measured ("SwiftUI's Grid Views": two flexible
/// columns of minimum 100 and 180 in 300 points end up 163 and 180 wide).
struct LazyGridLayout: LazyContainer {
    /// The axis rows follow one another along: vertical for a `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    /// Where views sit in their cells when their item says nothing.
    let alignment: Alignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: _ViewList
    let inputs: _ViewInputs

    var traceLabel: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    func tracks(across length: CGFloat?) -> GridTracks {
        let first = GridTracks(items: items, length: length)
        return GridTracks(items: items, length: length == nil ? nil : first.totalLength)
    }

    /// The lazy stack of rows for tracks across the grid.
    private func stack(_ tracks: GridTracks) -> LazyStackLayout {
        LazyStackLayout(axis: axis, alignment: axis == .vertical ? HorizontalAlignment.leading.key : VerticalAlignment.top.key,
                        spacing: spacing, pinnedViews: pinnedViews, content: rows(tracks), inputs: inputs)
    }

    /// The content's elements gathered into rows of as many views as there are tracks.
    private func rows(_ tracks: GridTracks) -> _ViewList {
        let perRow = max(1, tracks.tracks.count)
        let ranges = content.hasSections ? sectionedRows(perRow: perRow) : nil
        let count = ranges?.count ?? (content.count + perRow - 1) / perRow
        return _ViewList(count: count) { row in
            let range = ranges?[row].elements ?? row * perRow ..< min(content.count, (row + 1) * perRow)
            let spansGrid = ranges?[row].spansGrid ?? false
            var element = _ViewListElement(id: content.element(range.lowerBound).id) { inputs in
                let views = range.flatMap { content.element($0).make(inputs) }
                let rowTracks = spansGrid ? GridTracks(items: [GridItem(.fixed(tracks.totalLength))], length: nil) : tracks
                return [ViewNode(LazyGridRow(axis: axis, tracks: rowTracks, alignment: alignment), children: views, inputs: inputs)]
            }
            let first = content.element(range.lowerBound)
            element.section = first.section
            if spansGrid { element.role = first.role }
            return element
        }
    }

    /// Rows where a section's header or footer takes a row of its own and a section starts a
    /// new row.
    private func sectionedRows(perRow: Int) -> [(elements: Range<Int>, spansGrid: Bool)] {
        var rows: [(elements: Range<Int>, spansGrid: Bool)] = []
        var start: Int?
        var section: SectionIdentity?
        func closeRow(at end: Int) {
            if let begun = start { rows.append((begun..<end, false)) }
            start = nil
        }
        for index in 0..<content.count {
            let element = content.element(index)
            if element.role != .row {
                closeRow(at: index)
                rows.append((index..<index + 1, true))
                section = element.section
                continue
            }
            if let begun = start, index - begun == perRow || element.section !== section { closeRow(at: index) }
            if start == nil { start = index }
            section = element.section
        }
        closeRow(at: content.count)
        return rows
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let tracks = tracks(across: proposal[axis.cross])
        return stack(tracks).sizeThatFits(ProposedViewSize(axis, proposal[axis], cross: tracks.totalLength), node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        stack(tracks(across: proposal[axis.cross])).placeChildren(of: node, in: bounds, proposal: proposal)
    }

    func estimatedFrame(of id: AnyHashable, node: ViewNode) -> CGRect? {
        guard let index = content.index(of: id) else { return nil }
        let tracks = tracks(across: node.frame.size[axis.cross])
        let rowID = content.element(index - index % max(1, tracks.tracks.count)).id
        return stack(tracks).estimatedFrame(of: rowID, node: node)
    }
}

/// One row of a lazy grid: its views in the grid's tracks, each proposed its track's length
/// across and nothing along the grid, aligned in a cell as long as the row's longest view.
/// Views past the last track (an element that makes several) continue on a line below.
struct LazyGridRow: NodeBehavior {
    let axis: Axis
    let tracks: GridTracks
    let alignment: Alignment

    var traceLabel: String { "grid row" }

    private func proposal(_ track: GridTracks.Track) -> ProposedViewSize {
        ProposedViewSize(axis, nil, cross: track.length)
    }

    /// The views in lines of as many as there are tracks, with each line's length.
    private func lines(_ node: ViewNode) -> [(views: ArraySlice<ViewNode>, length: CGFloat)] {
        let perLine = max(1, tracks.tracks.count)
        return stride(from: 0, to: node.children.count, by: perLine).map { start in
            let views = node.children[start..<min(start + perLine, node.children.count)]
            let length = zip(views, tracks.tracks).map { $0.sizeThatFits(proposal($1))[axis] }.max() ?? 0
            return (views, length)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let lines = lines(node)
        let length = lines.map(\.length).reduce(0, +) + CGFloat(max(0, lines.count - 1)) * GridTracks.defaultSpacing
        return CGSize(axis, length, cross: tracks.totalLength)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        var along = bounds.origin[axis]
        for line in lines(node) {
            for (view, track) in zip(line.views, tracks.tracks) {
                let cell = CGRect(origin: CGPoint(axis, along, cross: bounds.origin[axis.cross] + track.start),
                                  size: CGSize(axis, line.length, cross: track.length))
                let childProposal = self.proposal(track)
                view.place(at: cell.offsetOrigin(by: view.alignedOrigin(in: cell.size, alignment: track.alignment ?? alignment, proposal: childProposal)),
                           proposal: childProposal)
            }
            along += line.length + GridTracks.defaultSpacing
        }
    }
}
