import Foundation

/// The views of a lazy container's content as a list of elements that are made one at a time,
/// when they come into view: `LazyVStack { ForEach(0..<100_000) { Row($0) } }` knows it has
/// 100,000 rows without making any.
///
/// `ForEach` contributes one element per item; a `@ViewBuilder` block, `Group`, `Section` and
/// `if` contribute their children's elements; any other view is one element. An element may make
/// several views (a ForEach item with two), which the container lays out one after another.
public struct _ViewList {
    /// How many elements there are.
    let count: Int
    /// The element at a position, from 0.
    let element: (Int) -> _ViewListElement
    /// Whether some elements are a `Section`'s, which grids lay out on rows of their own.
    var hasSections = false

    init(count: Int, hasSections: Bool = false, element: @escaping (Int) -> _ViewListElement) {
        self.count = count
        self.hasSections = hasSections
        self.element = element
    }

    /// One element that makes `view`.
    init<V: View>(single view: V) {
        self.init(count: 1) { _ in _ViewListElement(id: 0) { makeNodes(of: view, inputs: $0) } }
    }

    static let empty = _ViewList(count: 0) { _ in fatalError("an empty list has no elements") }

    /// The elements of `lists`, one list after another.
    init(concatenating lists: [_ViewList]) {
        let nonEmpty = lists.filter { $0.count > 0 }
        if nonEmpty.count == 1 {
            self = nonEmpty[0]
            return
        }
        var starts: [Int] = []
        var total = 0
        for list in nonEmpty {
            starts.append(total)
            total += list.count
        }
        self.init(count: total, hasSections: nonEmpty.contains(where: \.hasSections)) { index in
            var part = nonEmpty.count - 1
            while starts[part] > index { part -= 1 }
            return nonEmpty[part].element(index - starts[part])
        }
    }

    /// The same elements, their views made one step further along the identity path (a tuple
    /// position, an `if` branch), as the eager path makes them.
    func appending(_ component: IdentityComponent) -> _ViewList {
        mapElements { element in
            var element = element
            let make = element.make
            element.make = { make($0.child(component)) }
            return element
        }
    }

    func mapElements(_ transform: @escaping (_ViewListElement) -> _ViewListElement) -> _ViewList {
        let element = self.element
        return _ViewList(count: count, hasSections: hasSections) { transform(element($0)) }
    }

    /// The position of the element identified by `id` (a ForEach item's id), if there is one.
    func index(of id: AnyHashable) -> Int? {
        (0..<count).first { element($0).id == id }
    }
}

/// One element of a lazy container's content.
public struct _ViewListElement {
    /// What the element is in a list or a grid: a row, or a section's header or footer.
    enum Role {
        case row
        case sectionHeader
        case sectionFooter
    }

    /// Identifies the element: its ForEach item's id, else its position among its siblings.
    var id: AnyHashable
    var role = Role.row
    /// The section the element belongs to, if any.
    var section: SectionIdentity?
    /// What deleting and moving this element do (a ForEach's `onDelete` and `onMove`), if it
    /// can be deleted or moved.
    var editActions = EditActions()
    /// Makes the element's views for the container's inputs.
    var make: (_ViewInputs) -> [ViewNode]

    init(id: AnyHashable, make: @escaping (_ViewInputs) -> [ViewNode]) {
        self.id = id
        self.make = make
    }
}

/// Which `Section` an element belongs to: one object per section in the list, compared by
/// identity.
final class SectionIdentity {}

extension View {
    /// The elements this view contributes to a lazy container: by default one, which makes the
    /// view when it comes into view.
    public static func _viewList(_ view: Self) -> _ViewList {
        _ViewList(single: view)
    }
}

func viewList<V: View>(of view: V) -> _ViewList {
    V._viewList(view)
}
