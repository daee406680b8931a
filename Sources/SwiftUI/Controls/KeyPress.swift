import Foundation

/// A key pressed on a hardware keyboard, as `onKeyPress` hands it to its action.
public struct KeyPress: Sendable {
    /// The key pressed.
    public var key: KeyEquivalent
    /// What the key types.
    public var characters: String
    /// The modifier keys held.
    public var modifiers: EventModifiers
    /// Whether the key went down, repeats or came up; a press here is always `.down`.
    public var phase: Phases

    /// Whether a key press was used up, or goes on to the views around.
    public enum Result: Sendable {
        /// `handled` uses the press up; `ignored` passes it on to the views around.
        case handled, ignored
    }

    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        /// A set of phases from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down: the only phase a press has here.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeats while held; a terminal press never repeats here.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up; a terminal press never reports it here.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase: down, repeat and up.
        public static let all: Phases = [.down, .repeat, .up]
    }
}

extension View {
    /// Runs `action` when `key` is pressed while this view (or a view inside it) has the focus,
    /// as SwiftUI's `onKeyPress(_:action:)`; `.ignored` lets the views around have the press.
    /// `host.press(_:modifiers:)` presses a key: the focus is the text field that has it, else
    /// the first `focusable()` view shown.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier { press in press.key == key ? action() : .ignored })
    }

    /// Runs `action` for every key pressed while this view has the focus.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: action))
    }

    /// Lets this view take the focus (`isFocusable`), as SwiftUI's `focusable(_:)`: key presses
    /// (`onKeyPress`) reach it and the views around it. A terminal draws no focus ring.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}

/// Holds an `onKeyPress` action; layout and drawing pass through.
struct _KeyPressModifier: DrawingEffectModifier {
    let handler: (KeyPress) -> KeyPress.Result
    var traceLabel: String { ".onKeyPress" }
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.drawChildren(into: &list) }
}

/// Marks a view that can take the focus; layout and drawing pass through.
struct _FocusableModifier: DrawingEffectModifier {
    let isFocusable: Bool
    var traceLabel: String { ".focusable(\(isFocusable))" }
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.drawChildren(into: &list) }
}

extension TerminalHost {
    /// Offers a key press to the `onKeyPress` actions from the focused view out to the root,
    /// the innermost first, until one handles it. The focused view is the text field that has
    /// the focus, else the first `focusable()` view shown. Returns whether one handled it.
    func deliverKeyPress(_ press: KeyPress) -> Bool {
        var focused = focusedFieldNode
        if focused == nil {
            root.forEachNode { node in
                if focused == nil, node.isShown, (node.behavior as? _FocusableModifier)?.isFocusable == true { focused = node }
            }
        }
        guard let start = focused else { return false }
        for node in start.ancestors {
            if let handler = node.behavior as? _KeyPressModifier, handler.handler(press) == .handled { return true }
        }
        return false
    }
}
