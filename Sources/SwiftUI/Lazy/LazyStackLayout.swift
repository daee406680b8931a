import Foundation

/// The layout of `LazyVStack` and `LazyHStack`, and of a `List`'s rows: elements one after
/// another along the axis, made only when they come into view.
///
/// A lazy stack fills the length it is offered across its axis (a `VStack` is as wide as its
/// widest child) and proposes that length and nothing along its axis to each view, which takes
/// its ideal length there. Its own length is the sum of its elements', measured for those made
/// and estimated for the rest. When it is placed, it makes the elements that the scroll views
/// around it (and the screen) show, and only those: their bodies run then, and a row that
/// scrolls out of view disappears. Sources: Apple, "Creating performant scrollable stacks";
/// swiftuifieldguide.com, "Scroll View".
struct LazyStackLayout: LazyContainer {
    let axis: Axis
    /// The guide views line up on across the stack.
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: _ViewList
    /// What the elements are made with.
    let inputs: _ViewInputs

    /// The gap between views when the stack has no spacing of its own.
    static let defaultSpacing: CGFloat = 8

    var traceLabel: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    private var gap: CGFloat { spacing ?? Self.defaultSpacing }

    private func measurements(_ node: ViewNode) -> LazyStackMeasurements {
        let measurements = node.graph.state(LazyStackMeasurements.self, for: node.identity)
        measurements.fit(count: content.count)
        return measurements
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let measurements = measurements(node)
        let cross = proposal[axis.cross] ?? measurements.crossLength
        return CGSize(axis, measurements.totalLength(lastGap: gap), cross: cross)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let measurements = measurements(node)
        let visible = node.visibleRegion
        let childProposal = ProposedViewSize(axis, nil, cross: bounds.size[axis.cross])
        let visibleStart = visible.origin[axis] - bounds.origin[axis]
        let visibleEnd = visibleStart + visible.size[axis]

        // Skip the elements that end before the visible part, then make those in it.
        var index = 0
        var position: CGFloat = 0
        while index < content.count, position + measurements.extent(at: index) <= visibleStart {
            position += measurements.extent(at: index)
            index += 1
        }
        var made: [MadeElement] = []
        var changed = false
        let madeThisUpdate = node.graph.state(LazyStackElements.self, for: node.identity)
        madeThisUpdate.beginPass(visit: node.graph.visit, crossLength: bounds.size[axis.cross])
        func make(_ index: Int, at start: CGFloat) -> MadeElement {
            let element = content.element(index)
            let nodes = madeThisUpdate.nodes(at: index, graph: node.graph) {
                ViewGraph.reading(as: inputs.parentRecord) { element.make(inputs) }
            }
            var length: CGFloat = 0
            for (offset, child) in nodes.enumerated() {
                let size = child.sizeThatFits(childProposal)
                length += size[axis] + (offset > 0 ? gap : 0)
                measurements.crossLength = max(measurements.crossLength, size[axis.cross])
            }
            changed = measurements.record(length + gap, at: index) || changed
            return MadeElement(index: index, element: element, nodes: nodes, start: start, length: length)
        }
        while index < content.count, position < visibleEnd || made.isEmpty && visible.size[axis] > 0 {
            made.append(make(index, at: position))
            position += made[made.count - 1].length + gap
            index += 1
        }
        if pinnedViews.contains(.sectionFooters) {
            pinFooter(in: &made, visibleEnd: visibleEnd, make: make)
        }
        if pinnedViews.contains(.sectionHeaders) {
            pinHeader(in: &made, visibleStart: visibleStart, make: make)
        }
        if changed {
            // The stack's length was an estimate: lay out again with what was measured.
            node.invalidateLayoutUpward()
            node.graph.needsLayoutAgain = true
        }
        node.setChildren(made.flatMap(\.nodes))
        for element in made {
            var along = element.start
            for child in element.nodes {
                let size = child.sizeThatFits(childProposal)
                let boundsGuide = alignment.id.defaultValue(in: ViewDimensions(size: bounds.size, node: nil, proposal: proposal))
                let childGuide = child.dimensions(in: childProposal)[alignment]
                let origin = CGPoint(axis, bounds.origin[axis] + along, cross: bounds.origin[axis.cross] + boundsGuide - childGuide)
                child.place(at: origin, proposal: childProposal)
                along += size[axis] + gap
            }
        }
    }

    /// What placement made of one element: its views, where it starts and how long it is.
    struct MadeElement {
        let index: Int
        let element: _ViewListElement
        let nodes: [ViewNode]
        var start: CGFloat
        let length: CGFloat
    }

    /// Keeps the header of the section at the top of what is shown there while the section's
    /// rows scroll under it, until the section's end pushes it up, as `pinnedViews:
    /// .sectionHeaders` does (Apple, `PinnedScrollableViews`). The header is made when it has
    /// scrolled out of view, and drawn after the rows, over them.
    private func pinHeader(in made: inout [MadeElement], visibleStart: CGFloat, make: (Int, CGFloat) -> MadeElement) {
        guard let first = made.first, let section = first.element.section else { return }
        var header: MadeElement
        if first.element.role == .sectionHeader {
            header = made.removeFirst()
        } else {
            var index = first.index - 1
            while index >= 0, content.element(index).section === section, content.element(index).role != .sectionHeader { index -= 1 }
            guard index >= 0, content.element(index).section === section else { return }
            header = make(index, first.start)
        }
        let sectionEnd = made.last { $0.element.section === section }.map { $0.start + $0.length } ?? .infinity
        header.start = min(max(header.start, visibleStart), sectionEnd - header.length)
        made.append(header)
    }

    /// Keeps the footer of the section at the bottom of what is shown there while the section's
    /// rows scroll above it, until the section's start pulls it down, as `pinnedViews:
    /// .sectionFooters` does (Apple, `PinnedScrollableViews`). The footer is made while it is
    /// still below the view, and drawn after the rows, over them.
    private func pinFooter(in made: inout [MadeElement], visibleEnd: CGFloat, make: (Int, CGFloat) -> MadeElement) {
        guard let last = made.last, let section = last.element.section else { return }
        var footer: MadeElement
        if last.element.role == .sectionFooter {
            footer = made.removeLast()
        } else {
            var index = last.index + 1
            while index < content.count, content.element(index).section === section, content.element(index).role != .sectionFooter { index += 1 }
            guard index < content.count, content.element(index).section === section else { return }
            footer = make(index, visibleEnd)
        }
        let sectionStart = made.first { $0.element.section === section }?.start ?? -.infinity
        footer.start = max(min(footer.start, visibleEnd - footer.length), sectionStart)
        made.append(footer)
    }

    func estimatedFrame(of id: AnyHashable, node: ViewNode) -> CGRect? {
        guard let index = content.index(of: id) else { return nil }
        let measurements = measurements(node)
        let start = node.frame.origin[axis] + measurements.start(of: index)
        let length = measurements.extent(at: index) - gap
        return CGRect(origin: CGPoint(axis, start, cross: node.frame.origin[axis.cross]), size: CGSize(axis, length, cross: node.frame.size[axis.cross]))
    }
}

extension ViewNode {
    /// The part of this view that can be seen, in root coordinates: what the scroll views around
    /// it show, within the root's frame.
    var visibleRegion: CGRect {
        var region = graph.root.frame
        for ancestor in ancestors.dropFirst() where ancestor.behavior is ScrollViewLayout {
            region = region.intersection(ancestor.frame)
        }
        return region.isNull ? .zero : region
    }
}

extension CGPoint {
    init(_ axis: Axis, _ along: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: along, y: cross) : CGPoint(x: cross, y: along)
    }
}

/// The views of a lazy stack that stay in view while their section scrolls under them.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Views from their bits: 1 for section headers, 2 for section footers.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Each section's header stays at the top of what is shown until the section's end pushes it up.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Each section's footer stays at the bottom of what is shown until the section's start pulls it down.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
