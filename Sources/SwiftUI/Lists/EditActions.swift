import Foundation

/// A view whose views are made from the elements of a collection (`ForEach`), which a `List` can
/// let the person delete and move.
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The elements the views are made from, in their order.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the person delete this content's rows in a `List` (on iOS by swiping; here with
    /// `host.delete(_:)`, `:delete` or a scenario's `{"delete": …}`): `action` gets the offset
    /// of the row in `data`. Outside a list it does nothing, as in SwiftUI.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableContent(content: self) { actions, offset in
            actions.delete = action.map { action in { action(IndexSet(integer: offset)) } }
        }
    }

    /// Lets the person move this content's rows in a `List` (on iOS by dragging in edit mode;
    /// here with `host.move(_:toOffset:)`, `:move` or a scenario's `{"move": …, "to": …}`):
    /// `action` gets the offset of the row and the offset it goes before, in the data as it was.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableContent(content: self) { actions, offset in
            actions.move = action.map { action in { destination in action(IndexSet(integer: offset), destination) } }
        }
    }
}

/// What a person can do to one row of a list: delete it, move it before the row at an offset.
struct EditActions {
    var delete: (() -> Void)?
    var move: ((Int) -> Void)?
}

/// Content whose list elements carry an edit action, set for each element's offset.
public struct _EditableContent<Content: DynamicViewContent>: DynamicViewContent, _PrimitiveView {
    let content: Content
    let setAction: (inout EditActions, Int) -> Void

    /// The wrapped content's data.
    public var data: Content.Data { content.data }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        Content._makeView(view.content, inputs: inputs)
    }

    public static func _viewList(_ view: Self) -> _ViewList {
        let list = viewList(of: view.content)
        return _ViewList(count: list.count, hasSections: list.hasSections) { offset in
            var element = list.element(offset)
            view.setAction(&element.editActions, offset)
            return element
        }
    }
}
