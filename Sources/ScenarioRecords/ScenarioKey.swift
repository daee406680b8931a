/// The keys a scenario's `{"key": …}` and the REPL's `:key` press: one character, or a key
/// SwiftUI's `KeyEquivalent` names, with the modifiers `EventModifiers` names. The runtime side
/// (GradingSupport) turns each name into the runtime's own value.
public enum ScenarioKey {
    /// `KeyEquivalent`'s named keys, as SwiftUI spells them.
    public static let namedKeys = [
        "return", "escape", "delete", "deleteForward", "space", "tab",
        "upArrow", "downArrow", "leftArrow", "rightArrow", "home", "end", "pageUp", "pageDown", "clear",
    ]
    /// `EventModifiers`' names.
    public static let modifierNames = ["shift", "control", "option", "command", "capsLock", "numericPad", "function"]

    /// Whether `key` is one character or a named key.
    public static func isKey(_ key: String) -> Bool {
        key.count == 1 || namedKeys.contains(key)
    }

    /// What may be pressed, in a sentence for a message.
    public static var accepted: String {
        "one character, or " + namedKeys.joined(separator: ", ") + "; with modifiers " + modifierNames.joined(separator: ", ")
    }
}
