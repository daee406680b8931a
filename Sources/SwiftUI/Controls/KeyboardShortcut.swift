import Foundation

/// A key a keyboard shortcut is pressed with: a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types (a named key's own, as SwiftUI's).
    public var character: Character

    /// The key that types `character`: `KeyEquivalent("s")`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key that types the character literal: `"s"` where a `KeyEquivalent` is expected.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete, the backspace key (U+0008).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Up arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// A set of modifiers from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Function (fn).
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier key.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key and modifiers that activate a button: SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key pressed.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers

    /// `key` with `modifiers` (command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, with no modifier: the default button of a form or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, with no modifier: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The shortcut of the buttons inside, set with `keyboardShortcut(_:modifiers:)`.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Makes `key` with `modifiers` (command by default) press the button in this view, as
    /// SwiftUI's `keyboardShortcut(_:modifiers:)` does with a hardware keyboard:
    /// `host.press("s", modifiers: .command)` taps it. Nothing is drawn for it, as on iOS.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes `shortcut` press the button in this view (`.keyboardShortcut(.defaultAction)`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

extension TerminalHost {
    /// Presses `key` with `modifiers`, as on a hardware keyboard: the `onKeyPress` actions of
    /// the focused view and those around it have it first; if none handles it, the first button
    /// shown whose `keyboardShortcut` is that key with those modifiers is tapped. The host then
    /// updates. Returns false (with a warning) when nothing takes the press.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        if deliverKeyPress(KeyPress(key: key, characters: String(key.character), modifiers: modifiers, phase: .down)) {
            update()
            return true
        }
        let shortcut = KeyboardShortcut(key, modifiers: modifiers)
        var found: (any TappableBehavior)?
        root.forEachNode { node in
            guard found == nil, node.isShown, node.environment.keyboardShortcut == shortcut,
                  let button = node.behavior as? any TappableBehavior else { return }
            found = button
        }
        guard let button = found else {
            RuntimeWarning.reportEachTime("press(\"\(key.character)\"): no focused view handles it and no button has that keyboard shortcut.")
            return false
        }
        guard button.tap() else {
            RuntimeWarning.reportEachTime("press(\"\(key.character)\"): the button is disabled.")
            return false
        }
        update()
        return true
    }
}
