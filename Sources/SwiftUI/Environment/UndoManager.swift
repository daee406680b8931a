import Foundation

/// Foundation's `UndoManager`, which Linux's Foundation lacks, for code that reads
/// `EnvironmentValues.undoManager`: a stack of undo and redo actions with the calls SwiftUI
/// code makes. The environment's value is nil, so `undoManager?.registerUndo(…)` in a view
/// does nothing, as in a window without an undo manager.
open class UndoManager {
    private var undoStack: [() -> Void] = []
    private var redoStack: [() -> Void] = []
    private var isUndoing = false

    /// An undo manager with nothing to undo or redo.
    public init() {}

    /// Whether there is an action to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone action to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Records `handler`, called with `target` to undo the change just made; while undoing, it
    /// is recorded as the redo action instead.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action = { [weak target] in if let target { handler(target) } }
        if isUndoing { redoStack.append(action) } else { undoStack.append(action) }
    }

    /// Names the action to undo (shown in a menu); there is no menu here.
    open func setActionName(_ actionName: String) {}

    /// Undoes the last action.
    open func undo() {
        guard let action = undoStack.popLast() else { return }
        isUndoing = true
        action()
        isUndoing = false
    }

    /// Redoes the last undone action.
    open func redo() {
        guard let action = redoStack.popLast() else { return }
        action()
    }

    /// Forgets every action.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
