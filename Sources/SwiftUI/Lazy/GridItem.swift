import Foundation

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): how long it is across the grid, the
/// space after it, and how its views are aligned in their cells.
public struct GridItem: Sendable {
    /// How long a column is.
    public enum Size: Sendable {
        /// Always exactly this long, whatever the grid is offered.
        case fixed(CGFloat)
        /// Its share of what is left, kept within `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit in its share, which they divide evenly.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How long the column is across the grid: fixed, flexible or adaptive.
    public var size: Size
    /// The space after this column; `nil` is the default of 8 points.
    public var spacing: CGFloat?
    /// How views sit in this column's cells; `nil` is the grid's alignment.
    public var alignment: Alignment?

    /// A column of `size` (flexible, at least 10 points, by default), followed by `spacing`, its views placed by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The columns a grid's `GridItem`s resolve to for a length across the grid: an adaptive item
/// becomes as many columns as fit. Each track has its start and length.
struct GridTracks: Equatable {
    struct Track: Equatable {
        var start: CGFloat
        var length: CGFloat
        var alignment: Alignment?
    }

    var tracks: [Track]
    var totalLength: CGFloat { tracks.last.map { $0.start + $0.length } ?? 0 }

    static let defaultSpacing: CGFloat = 8

    /// The grid's algorithm as objc.io measured it ("SwiftUI's Grid Views", 2020, and
    /// swiftuifieldguide.com's "LazyVGrid"): the spacing after every item but the last is set
    /// aside; fixed items come first, then each item in turn is offered what is left divided by
    /// the items left (a flexible item clamps it to its limits, an adaptive one takes it); then
    /// an adaptive item fits as many columns of its minimum as its length holds.
    init(items: [GridItem], length: CGFloat?) {
        let spacings = items.enumerated().map { index, item in index == items.count - 1 ? 0 : item.spacing ?? Self.defaultSpacing }
        var remaining = (length ?? 0) - spacings.reduce(0, +)
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var left = items.count
        let order = items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
            + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
        for index in order {
            let offered = max(0, remaining / CGFloat(left))
            switch items[index].size {
            case .fixed(let fixed): lengths[index] = fixed
            case .flexible(let minimum, let maximum):
                // With no length offered (a grid in a scroll view along its columns), each
                // flexible column takes its minimum.
                lengths[index] = length == nil ? minimum : min(max(offered, minimum), maximum)
            case .adaptive(let minimum, _): lengths[index] = length == nil ? minimum : max(offered, minimum)
            }
            remaining -= lengths[index]
            left -= 1
        }
        var tracks: [Track] = []
        var start: CGFloat = 0
        for (index, item) in items.enumerated() {
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = item.spacing ?? Self.defaultSpacing
                let count = max(1, Int(((lengths[index] + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
                let each = min((lengths[index] - CGFloat(count - 1) * spacing) / CGFloat(count), maximum)
                for column in 0..<count {
                    tracks.append(Track(start: start, length: each, alignment: item.alignment))
                    start += each + (column < count - 1 ? spacing : 0)
                }
            } else {
                tracks.append(Track(start: start, length: lengths[index], alignment: item.alignment))
                start += lengths[index]
            }
            start += spacings[index]
        }
        self.tracks = tracks
    }
}
