import Foundation

/// A view to scroll to, by its id (`id(_:)` or a ForEach item's), with the point of it to line
/// up with the same point of the scroll view; without an anchor, the scroll view moves as little
/// as brings the whole view into sight, as `ScrollViewProxy.scrollTo(_:anchor:)` does.
struct ScrollTarget {
    let id: AnyHashable
    let anchor: UnitPoint?

    /// Moves `position` so that `target` (a frame relative to the content) is in view.
    func scroll(_ position: ScrollPosition, to target: CGRect) {
        let viewport = position.viewportSize
        var offset = position.offset
        for axis in [Axis.horizontal, .vertical] {
            let start = target.origin[axis]
            let length = target.size[axis]
            if let anchor {
                let fraction = axis == .horizontal ? anchor.x : anchor.y
                offset[axis] = start + fraction * length - fraction * viewport[axis]
            } else if start < offset[axis] {
                offset[axis] = start
            } else if start + length > offset[axis] + viewport[axis] {
                offset[axis] = start + length - viewport[axis]
            }
        }
        position.offset = offset.clamped(to: position.maximumOffset)
    }

    /// The target's frame relative to the content of the scroll view `node`, as last placed:
    /// a view that is made (`isMade`), else a lazy container's estimate of where its element is.
    func frameInContent(of node: ViewNode) -> (frame: CGRect, isMade: Bool)? {
        guard let content = node.children.first else { return nil }
        let origin = content.frame.origin
        var found: (frame: CGRect, isMade: Bool)?
        content.forEachNode { candidate in
            if found == nil, candidate.isShown, candidate.explicitID == id || candidate.elementID == id {
                found = (candidate.frame, true)
            }
        }
        if found == nil {
            content.forEachNode { candidate in
                if found == nil, let lazy = candidate.behavior as? any LazyContainer, let estimate = lazy.estimatedFrame(of: id, node: candidate) {
                    found = (estimate, false)
                }
            }
        }
        return found.map { ($0.frame.offsetBy(dx: -origin.x, dy: -origin.y), $0.isMade) }
    }
}

/// A container that makes its content only as it comes into view, and can say where an element
/// it has not made would be.
protocol LazyContainer: NodeBehavior {
    /// Where the element identified by `id`, which is not made, is estimated to be, in root
    /// coordinates.
    func estimatedFrame(of id: AnyHashable, node: ViewNode) -> CGRect?
}

extension LazyContainer {
    /// Its rows are made when it is placed, so a container made again takes over the rows
    /// its predecessor showed instead of fading them out and new ones in.
    var makesChildrenWhenPlaced: Bool { true }
}
