import Foundation

extension View {
    /// Stops a person from deleting this row of a list though its `ForEach` has `onDelete`: on
    /// iOS the row cannot be swiped to delete; here `host.delete(_:)` (`:delete`) refuses it.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_TraitWritingModifier<DeleteDisabledKey>(value: isDisabled))
    }

    /// Stops a person from moving this row of a list though its `ForEach` has `onMove`:
    /// `host.move(_:toOffset:)` (`:move`) refuses it.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_TraitWritingModifier<MoveDisabledKey>(value: isDisabled))
    }
}

struct DeleteDisabledKey: LayoutValueKey {
    static let defaultValue = false
}

struct MoveDisabledKey: LayoutValueKey {
    static let defaultValue = false
}

extension EditActions {
    /// The actions a row with `traits` allows: without delete or move where it disables them.
    func allowed(by traits: ViewTraits) -> EditActions {
        var actions = self
        if traits.layoutValues[ObjectIdentifier(DeleteDisabledKey.self)] as? Bool == true { actions.delete = nil }
        if traits.layoutValues[ObjectIdentifier(MoveDisabledKey.self)] as? Bool == true { actions.move = nil }
        return actions
    }
}
