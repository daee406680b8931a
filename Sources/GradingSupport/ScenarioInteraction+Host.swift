import Foundation
import ScenarioRecords
import SwiftUI

extension ScenarioInteraction {
    /// Does the interaction on `host`, as a person would; `false` when the control is missing,
    /// disabled or of another kind (the host reports why as a runtime warning). Scenarios and
    /// the REPL's `:tap`, `:toggle`, … both come here.
    public func perform(on host: TerminalHost) -> Bool {
        switch self {
        case .tap(let name): return host.tap(name)
        case .toggle(let name): return host.toggle(name)
        case .setValue(let value, let name): return host.setValue(value, for: name)
        case .type(let text, let name): return host.type(text, into: name)
        case .select(let option, let name): return host.select(option, in: name)
        case .scroll(let distance, let name): return host.scroll(by: CGFloat(distance), in: name)
        case .delete(let name): return host.delete(name)
        case .submit(let name): return host.submit(name)
        case .swipe(let name, let leading, let fully): return host.swipe(name, edge: leading ? .leading : .trailing, fully: fully)
        case .move(let name, let offset): return host.move(name, toOffset: offset)
        case .drag(let name, let from, let to):
            return host.drag(name, from: CGPoint(x: from[0], y: from[1]), to: CGPoint(x: to[0], y: to[1]))
        case .longPress(let name, let seconds): return host.longPress(name, for: seconds)
        case .drop(let name, let target): return host.drop(name, onto: target)
        case .refresh(let name): return host.refresh(name)
        case .key(let key, let modifiers):
            guard let equivalent = KeyEquivalent(scenarioName: key) else { return false }
            return host.press(equivalent, modifiers: EventModifiers(scenarioNames: modifiers))
        case .advance(let seconds):
            host.advance(by: seconds)
            return true
        }
    }
}

extension KeyEquivalent {
    /// The key ``ScenarioKey`` names `name`: one character, or a named key.
    init?(scenarioName name: String) {
        switch name {
        case "return": self = .return
        case "escape": self = .escape
        case "delete": self = .delete
        case "deleteForward": self = .deleteForward
        case "space": self = .space
        case "tab": self = .tab
        case "upArrow": self = .upArrow
        case "downArrow": self = .downArrow
        case "leftArrow": self = .leftArrow
        case "rightArrow": self = .rightArrow
        case "home": self = .home
        case "end": self = .end
        case "pageUp": self = .pageUp
        case "pageDown": self = .pageDown
        case "clear": self = .clear
        default:
            guard name.count == 1, let character = name.first else { return nil }
            self.init(character)
        }
    }
}

extension EventModifiers {
    /// The modifiers ``ScenarioKey`` names; unknown names add nothing.
    init(scenarioNames names: [String]) {
        let table: [String: EventModifiers] = [
            "shift": .shift, "control": .control, "option": .option, "command": .command,
            "capsLock": .capsLock, "numericPad": .numericPad, "function": .function,
        ]
        self = EventModifiers(names.compactMap { table[$0] })
    }
}
