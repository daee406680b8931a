import Foundation

// The collection methods SwiftUI adds for the offsets that `onDelete` and `onMove` hand over.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`: `names.remove(atOffsets: offsets)` in an `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they come before the element that was at `destination`
    /// (the collection's count puts them at the end), keeping their order:
    /// `names.move(fromOffsets: source, toOffset: destination)` in an `onMove`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        var staying: [Element] = []
        var insertion = 0
        for (offset, element) in enumerated() where !source.contains(offset) {
            if offset < destination { insertion += 1 }
            staying.append(element)
        }
        staying.insert(contentsOf: moving, at: insertion)
        for (position, element) in zip(indices, staying) {
            self[position] = element
        }
    }
}
