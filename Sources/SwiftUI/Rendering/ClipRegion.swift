import Foundation

/// The region an item is clipped to: the intersection of its clip paths. A cell, quadrant or dot
/// is drawn only where its centre is inside every one of them.
struct ClipRegion {
    private enum Part {
        /// An axis-aligned rectangle, the common case (`clipped()`), tested without flattening.
        case rect(CGRect)
        case path(PathRegion)
    }

    private let parts: [Part]
    /// Where anything can be drawn: the intersection of the clips' bounding boxes, `nil` when
    /// there are no clips, `.null` when they do not overlap.
    let bounds: CGRect?

    init(_ clips: [Path]) {
        var parts: [Part] = []
        var bounds: CGRect?
        for clip in clips {
            let part: Part
            let partBounds: CGRect
            if let rect = clip.axisAlignedRectangle {
                part = .rect(rect)
                partBounds = rect
            } else {
                let region = PathRegion(clip.flattened(), eoFill: false)
                part = .path(region)
                partBounds = region.bounds ?? .null
            }
            parts.append(part)
            bounds = bounds.map { $0.intersection(partBounds) } ?? partBounds
        }
        self.parts = parts
        self.bounds = bounds
    }

    var isUnclipped: Bool { parts.isEmpty }

    func contains(_ point: CGPoint) -> Bool {
        for part in parts {
            switch part {
            case .rect(let rect):
                guard point.x >= rect.minX, point.x < rect.maxX, point.y >= rect.minY, point.y < rect.maxY else { return false }
            case .path(let region):
                guard region.contains(point) else { return false }
            }
        }
        return true
    }
}
