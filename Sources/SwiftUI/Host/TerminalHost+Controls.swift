import Foundation

/// Driving controls the way a person would. Each call applies the change through the control's
/// binding and then updates, so that `render()`, `frame(ofIdentifier:)` and `bodyEvaluations`
/// show the new state. Controls are found by `accessibilityIdentifier(_:)` (on the control or a
/// view around it), else by their label text, even where the label is not drawn (a slider's, a
/// text field's title, a segmented picker's). A control that does not exist, is of another kind,
/// is disabled or cannot make the change is reported with a warning that says why and names what
/// there is, and the call returns false.
extension TerminalHost {
    /// Flips a `Toggle`: `host.toggle("Default Color")`.
    @discardableResult
    public func toggle(_ name: String) -> Bool {
        interact("toggle(\"\(name)\")", name, as: ToggleBehavior.self) { toggle, _ in
            toggle.toggle()
            return nil
        }
    }

    /// Sets a `Slider`'s value (clamped to its range and snapped to its step, between
    /// `onEditingChanged(true)` and `onEditingChanged(false)` as a drag would) or a `Stepper`'s
    /// (clamped to its range; integers rounded): `host.setValue(0.5, for: "Hue")`.
    @discardableResult
    public func setValue(_ value: Double, for name: String) -> Bool {
        interact("setValue(\(value), for: \"\(name)\")", name, as: (any AdjustableBehavior).self, kind: "slider or stepper") { control, _ in
            control.setValue(value)
        }
    }

    /// Presses a `Stepper`'s "+" (or moves a `Slider` one step up): `host.increment("Count")`.
    @discardableResult
    public func increment(_ name: String) -> Bool {
        interact("increment(\"\(name)\")", name, as: (any AdjustableBehavior).self, kind: "stepper or slider") { control, _ in
            control.increment()
        }
    }

    /// Presses a `Stepper`'s "−" (or moves a `Slider` one step down): `host.decrement("Count")`.
    @discardableResult
    public func decrement(_ name: String) -> Bool {
        interact("decrement(\"\(name)\")", name, as: (any AdjustableBehavior).self, kind: "stepper or slider") { control, _ in
            control.decrement()
        }
    }

    /// Replaces the text of a `TextField` or `SecureField`, as typing it into the emptied field
    /// would: `host.type("Ada", into: "Name")`. The field gets the focus first, as a tap into it
    /// gives it, which sets its `FocusState`.
    @discardableResult
    public func type(_ text: String, into name: String) -> Bool {
        interact("type(\"\(text)\", into: \"\(name)\")", name, as: TextFieldBehavior.self) { field, node in
            moveFocus(to: node)
            field.type(text)
            return nil
        }
    }

    /// Presses return in a `TextField` or `SecureField`: the field loses the focus (its
    /// `FocusState` goes back to `false` or `nil`), then the `onSubmit` actions around it run,
    /// so that one can move the focus to the next field.
    @discardableResult
    public func submit(_ name: String) -> Bool {
        interact("submit(\"\(name)\")", name, as: TextFieldBehavior.self) { field, node in
            resignFocus(of: node)
            field.submit(in: node)
            return nil
        }
    }

    /// Gives a `TextField` or `SecureField` the focus, as tapping into it does, setting its
    /// `FocusState`; `focus(nil)` takes the focus from every field, as dismissing the keyboard
    /// does.
    @discardableResult
    public func focus(_ name: String?) -> Bool {
        guard let name else {
            moveFocus(to: nil)
            update()
            return true
        }
        return interact("focus(\"\(name)\")", name, as: TextFieldBehavior.self) { _, node in
            moveFocus(to: node)
            return nil
        }
    }

    /// Chooses the option of a `Picker` whose text is `option`, setting the selection to that
    /// option's tag: `host.select("Green", in: "Color")`.
    @discardableResult
    public func select(_ option: String, in name: String) -> Bool {
        interact("select(\"\(option)\", in: \"\(name)\")", name, as: PickerBehavior.self) { picker, node in
            picker.select(option, in: node)
        }
    }

    /// Chooses a date in a `DatePicker`, kept within the picker's range as a choice is:
    /// `host.setDate(deadline, for: "Due")`.
    @discardableResult
    public func setDate(_ date: Date, for name: String) -> Bool {
        interact("setDate(\(date), for: \"\(name)\")", name, as: DatePickerBehavior.self) { picker, _ in
            picker.setDate(date)
            return nil
        }
    }

    /// Finds an enabled control of the kind asked for, runs `change` on it and updates. `change`
    /// returns why it could not make the change, or `nil` when it made it; warnings begin with
    /// `call`, the call as it was written.
    private func interact<Behavior: ControlBehavior>(
        _ call: String, _ name: String, as type: Behavior.Type, _ change: (Behavior, ViewNode) -> String?
    ) -> Bool {
        interact(call, name, as: type, kind: Behavior.kind, change)
    }

    private func interact<Behavior>(
        _ call: String, _ name: String, as type: Behavior.Type, kind: String, _ change: (Behavior, ViewNode) -> String?
    ) -> Bool {
        guard let (node, control) = self.control(named: name, as: type, kind: kind) else { return false }
        if let control = control as? any ControlBehavior, !control.isEnabled {
            RuntimeWarning.reportEachTime("\(call): the \(Swift.type(of: control).kind) is disabled.")
            return false
        }
        if let refusal = change(control, node) {
            RuntimeWarning.reportEachTime("\(call): \(refusal)")
            return false
        }
        update()
        return true
    }
}
