import Foundation

/// A control in the hosted tree, as a live preview moves the focus between them.
public struct ControlSummary: Equatable {
    /// "button", "toggle", "slider", "stepper", "text field", "picker", "date picker".
    public let kind: String
    /// The name the host finds it by (its identifier, else its label).
    public let name: String
    /// Where it is, in root coordinates.
    public let frame: CGRect
    /// A text field's current text; `nil` for other controls.
    public let text: String?
    public let isEnabled: Bool
    /// A picker's options, by their text (what `select(_:in:)` takes); empty for other controls.
    public let options: [String]
    /// The place in `options` of a picker's selected option, if one is.
    public let selectedOption: Int?
    /// Whether it is the text field that has the focus (typed into, or named by its `FocusState`).
    public let isFocused: Bool
}

extension TerminalHost {
    /// Every control in the tree, in the order a person would Tab through them (tree order).
    public var controls: [ControlSummary] {
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
