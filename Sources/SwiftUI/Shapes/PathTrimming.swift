import Foundation

extension Polyline {
    /// The parts of the polyline between the lengths of each interval, measured along it from its
    /// first point. `intervals` must be sorted and must not overlap; parts outside the polyline
    /// are ignored. An interval covering all of a closed polyline keeps it closed.
    func pieces(in intervals: [ClosedRange<CGFloat>]) -> [Polyline] {
        let count = segmentCount
        guard count > 0 else { return [] }
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(count)
        for index in 0..<count {
            let (start, end) = segment(index)
            lengths.append(chordLength(start, end))
        }
        let total = lengths.reduce(0, +)

        var result: [Polyline] = []
        // The segment the walk is in, and the length along the polyline where it starts.
        var index = 0
        var segmentStart: CGFloat = 0
        func point(at length: CGFloat) -> CGPoint {
            while index < count - 1 && segmentStart + lengths[index] < length {
                segmentStart += lengths[index]
                index += 1
            }
            let (start, end) = segment(index)
            let t = lengths[index] > 0 ? min(max((length - segmentStart) / lengths[index], 0), 1) : 0
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }

        for interval in intervals {
            let from = max(interval.lowerBound, 0), to = min(interval.upperBound, total)
            guard from < to else { continue }
            if isClosed && from == 0 && to == total {
                result.append(self)
                continue
            }
            var points = [point(at: from)]
            // The vertices the interval passes, then its end point.
            while index < count - 1 && segmentStart + lengths[index] < to {
                let vertex = segment(index).end
                if vertex != points[points.count - 1] { points.append(vertex) }
                segmentStart += lengths[index]
                index += 1
            }
            points.append(point(at: to))
            result.append(Polyline(points: points, isClosed: false))
        }
        return result
    }
}

extension FlattenedPath {
    /// The parts of the path between `from` and `to`, lengths measured along all its subpaths in order.
    func pieces(from: CGFloat, to: CGFloat) -> FlattenedPath {
        var result = FlattenedPath()
        var offset: CGFloat = 0
        for polyline in polylines {
            let length = polyline.length
            if from < offset + length && to > offset {
                result.polylines += polyline.pieces(in: [(from - offset)...(to - offset)])
            }
            offset += length
        }
        return result
    }
}

extension Path {
    /// The part of the path between the fractions `from` and `to` of its length (each clamped
    /// to 0...1). Curves in the trimmed part are replaced by short chords.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1), to = min(max(to, 0), 1)
        if from == 0 && to == 1 { return self }
        guard from < to else { return Path() }
        let flattened = flattened()
        let total = flattened.length
        return Path(flattened.pieces(from: from * total, to: to * total))
    }

    /// A path of straight lines through the polylines' points.
    init(_ flattened: FlattenedPath) {
        for polyline in flattened.polylines {
            addLines(polyline.points)
            if polyline.isClosed { closeSubpath() }
        }
    }
}
