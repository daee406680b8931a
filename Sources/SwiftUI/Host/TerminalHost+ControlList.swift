import Foundation

/// A control in the hosted tree, as a live preview moves the focus between them.
package struct ControlSummary: Equatable {
    /// "button", "toggle", "slider", "stepper", "text field", "picker", "date picker".
    package let kind: String
    /// The name the host finds it by (its identifier, else its label).
    package let name: String
    /// Where it is, in root coordinates.
    package let frame: CGRect
    /// A text field's current text; `nil` for other controls.
    package let text: String?
    package let isEnabled: Bool
    /// A picker's options, by their text (what `select(_:in:)` takes); empty for other controls.
    package let options: [String]
    /// The place in `options` of a picker's selected option, if one is.
    package let selectedOption: Int?
    /// Whether it is the text field that has the focus (typed into, or named by its `FocusState`).
    package let isFocused: Bool
}

extension TerminalHost {
    /// Every control in the tree, in the order a person would Tab through them (tree order).
    package var controls: [ControlSummary] {
        var found: [ControlSummary] = []
        let focused = focusedFieldNode
        root.forEachNode { node in
            guard let control = node.behavior as? any ControlBehavior else { return }
            let identifier = node.ancestors.lazy.compactMap(\.accessibilityIdentifier).first
            found.append(ControlSummary(
                kind: Swift.type(of: control).kind,
                name: node.accessibilityIdentifier ?? identifier ?? control.label(of: node),
                frame: node.presentedFrame,
                text: (control as? TextFieldBehavior)?.text.wrappedValue,
                isEnabled: control.isEnabled,
                options: control is PickerBehavior ? node.pickerOptions.map(\.visibleText) : [],
                selectedOption: control is PickerBehavior ? node.selectedPickerOption : nil,
                isFocused: node === focused
            ))
        }
        return found
    }
}
