/// One thing done to a scenario's view before it is compared, as a person would: written in
/// `exercise.json` as an object with one of these forms:
///
///     {"tap": "Reset"}                      a Button, by identifier or label
///     {"toggle": "Default Color"}           a Toggle
///     {"setValue": 0.5, "for": "hue"}       a Slider or Stepper
///     {"type": "Ada", "into": "name"}       a TextField or SecureField
///     {"submit": "name"}                    return in a TextField (its onSubmit actions)
///     {"select": "Green", "in": "Color"}    a Picker's option
///     {"advance": 1.0}                      the virtual clock, in seconds
///     {"scroll": 120}                       the first scroll view or List, by points (down)
///     {"scroll": -40, "in": "messages"}     a scroll view by identifier
///     {"delete": "row3"}                    a List row, through its ForEach's onDelete
///     {"move": "row3", "to": 0}             a List row, before the row at that offset (onMove)
///     {"swipe": "row3"}                     a List row, revealing its trailing swipeActions
///     {"swipe": "row3", "edge": "leading", "fully": true}   its leading ones, all the way (runs the first)
///     {"drag": "knob", "from": [0, 0], "to": [40, 0]}   a view with a gesture, in its own points
///     {"longPress": "card", "seconds": 1}   a view with a gesture, pressed for that long
///     {"drop": "Walk", "onto": "Done"}      a draggable view dropped on the middle of another
///     {"refresh": true}                     pull the first refreshable List or scroll view down
///     {"refresh": "news"}                   a refreshable one by identifier
///     {"key": "return"}                     a key pressed: the focused view's onKeyPress, else a keyboardShortcut
///     {"key": "s", "modifiers": ["command"]}   with modifier keys held (``ScenarioKey``)
public enum ScenarioInteraction: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `{"tap": …}`: taps the button with this identifier or label.
    case tap(String)
    /// `{"toggle": …}`: flips the toggle with this identifier or label.
    case toggle(String)
    /// `{"setValue": …, "for": …}`: sets a slider or stepper.
    case setValue(Double, for: String)
    /// `{"type": …, "into": …}`: types the text into a text field or secure field.
    case type(String, into: String)
    /// `{"submit": …}`: presses return in a text field, running its `onSubmit` actions.
    case submit(String)
    /// `{"select": …, "in": …}`: chooses a picker's option.
    case select(String, in: String)
    /// `{"advance": …}`: advances the virtual clock by this many seconds.
    case advance(seconds: Double)
    /// `{"scroll": …, "in": …}`: scrolls down by these points (up when negative); the first scroll view or List when `in` is `nil`.
    case scroll(by: Double, in: String?)
    /// `{"delete": …}`: deletes a List row through its ForEach's `onDelete`.
    case delete(String)
    /// `{"move": …, "to": …}`: moves a List row before the row at that offset (`onMove`).
    case move(String, toOffset: Int)
    /// `{"swipe": …}`: swipes a List row to reveal its swipe actions, from the leading edge or the trailing, fully (running the first) or not.
    case swipe(String, fromLeadingEdge: Bool, fully: Bool)
    /// `{"drag": …, "from": …, "to": …}`: drags on a view with a gesture, from and to points in its own coordinates.
    case drag(String, from: [Double], to: [Double])
    /// `{"longPress": …, "seconds": …}`: presses a view with a gesture for that long.
    case longPress(String, seconds: Double)
    /// `{"drop": …, "onto": …}`: drops a draggable view on the middle of another.
    case drop(String, onto: String)
    /// `{"refresh": …}`: pulls a refreshable List or scroll view down; the first one when `nil`.
    case refresh(String?)
    /// `{"key": …, "modifiers": …}`: presses a key with these modifier keys held.
    case key(String, modifiers: [String])

    private enum CodingKeys: String, CodingKey {
        case tap, toggle, setValue, `for`, type, into, select, `in`, advance, scroll, delete, move, to
        case drag, from, longPress, seconds, drop, onto
        case submit, swipe, edge, fully
        case refresh
        case key, modifiers
    }

    /// The keys that name what an interaction does; exactly one must be present.
    private static let actions: [CodingKeys] = [.tap, .toggle, .setValue, .type, .submit, .select, .advance, .scroll, .delete, .move, .swipe, .drag, .longPress, .drop, .refresh, .key]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let present = Self.actions.filter(container.contains)
        guard present.count == 1, let action = present.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "an interaction needs exactly one of "
                    + Self.actions.map { "\"\($0.stringValue)\"" }.joined(separator: ", ")
                    + (present.isEmpty ? "" : "; this one has " + present.map { "\"\($0.stringValue)\"" }.joined(separator: " and "))
            ))
        }
        switch action {
        case .tap: self = .tap(try container.decode(String.self, forKey: .tap))
        case .toggle: self = .toggle(try container.decode(String.self, forKey: .toggle))
        case .setValue:
            self = .setValue(try container.decode(Double.self, forKey: .setValue), for: try container.decode(String.self, forKey: .for))
        case .type:
            self = .type(try container.decode(String.self, forKey: .type), into: try container.decode(String.self, forKey: .into))
        case .select:
            self = .select(try container.decode(String.self, forKey: .select), in: try container.decode(String.self, forKey: .in))
        case .scroll:
            let distance = try container.decode(Double.self, forKey: .scroll)
            guard distance.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: .scroll, in: container, debugDescription: "must be a number of points")
            }
            self = .scroll(by: distance, in: try container.decodeIfPresent(String.self, forKey: .in))
        case .delete: self = .delete(try container.decode(String.self, forKey: .delete))
        case .submit: self = .submit(try container.decode(String.self, forKey: .submit))
        case .swipe:
            let edge = try container.decodeIfPresent(String.self, forKey: .edge) ?? "trailing"
            guard edge == "leading" || edge == "trailing" else {
                throw DecodingError.dataCorruptedError(forKey: .edge, in: container, debugDescription: "must be \"leading\" or \"trailing\"")
            }
            self = .swipe(try container.decode(String.self, forKey: .swipe), fromLeadingEdge: edge == "leading",
                          fully: try container.decodeIfPresent(Bool.self, forKey: .fully) ?? false)
        case .move:
            let offset = try container.decode(Int.self, forKey: .to)
            guard offset >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .to, in: container, debugDescription: "must be an offset, 0 or more")
            }
            self = .move(try container.decode(String.self, forKey: .move), toOffset: offset)
        case .drag:
            let name = try container.decode(String.self, forKey: .drag)
            self = .drag(name, from: try Self.decodePoint(.from, in: container), to: try Self.decodePoint(.to, in: container))
        case .drop:
            self = .drop(try container.decode(String.self, forKey: .drop), onto: try container.decode(String.self, forKey: .onto))
        case .refresh:
            // `true`, or the identifier of the scroll view to pull.
            if let name = try? container.decode(String.self, forKey: .refresh) {
                self = .refresh(name)
            } else {
                guard try container.decode(Bool.self, forKey: .refresh) else {
                    throw DecodingError.dataCorruptedError(forKey: .refresh, in: container, debugDescription: "must be true or a scroll view's identifier")
                }
                self = .refresh(nil)
            }
        case .key:
            let key = try container.decode(String.self, forKey: .key)
            guard ScenarioKey.isKey(key) else {
                throw DecodingError.dataCorruptedError(forKey: .key, in: container, debugDescription: "must be \(ScenarioKey.accepted)")
            }
            let modifiers = try container.decodeIfPresent([String].self, forKey: .modifiers) ?? []
            guard modifiers.allSatisfy(ScenarioKey.modifierNames.contains) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .modifiers, in: container,
                    debugDescription: "must be a list of " + ScenarioKey.modifierNames.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            self = .key(key, modifiers: modifiers)
        case .longPress:
            let seconds = try container.decodeIfPresent(Double.self, forKey: .seconds) ?? 0.5
            guard seconds >= 0, seconds.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: .seconds, in: container, debugDescription: "must be a number of seconds, zero or more")
            }
            self = .longPress(try container.decode(String.self, forKey: .longPress), seconds: seconds)
        default:
            let seconds = try container.decode(Double.self, forKey: .advance)
            guard seconds >= 0, seconds.isFinite else {
                throw DecodingError.dataCorruptedError(
                    forKey: .advance, in: container, debugDescription: "must be a number of seconds, zero or more")
            }
            self = .advance(seconds: seconds)
        }
    }

    /// A point written `[x, y]`, in points.
    private static func decodePoint(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> [Double] {
        let point = try container.decode([Double].self, forKey: key)
        guard point.count == 2, point.allSatisfy(\.isFinite) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must be a point [x, y] in points")
        }
        return point
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .tap(let name): try container.encode(name, forKey: .tap)
        case .toggle(let name): try container.encode(name, forKey: .toggle)
        case .setValue(let value, let name):
            try container.encode(value, forKey: .setValue)
            try container.encode(name, forKey: .for)
        case .type(let text, let name):
            try container.encode(text, forKey: .type)
            try container.encode(name, forKey: .into)
        case .select(let option, let name):
            try container.encode(option, forKey: .select)
            try container.encode(name, forKey: .in)
        case .advance(let seconds): try container.encode(seconds, forKey: .advance)
        case .scroll(let distance, let name):
            try container.encode(distance, forKey: .scroll)
            try container.encodeIfPresent(name, forKey: .in)
        case .delete(let name): try container.encode(name, forKey: .delete)
        case .submit(let name): try container.encode(name, forKey: .submit)
        case .swipe(let name, let leading, let fully):
            try container.encode(name, forKey: .swipe)
            if leading { try container.encode("leading", forKey: .edge) }
            if fully { try container.encode(true, forKey: .fully) }
        case .move(let name, let offset):
            try container.encode(name, forKey: .move)
            try container.encode(offset, forKey: .to)
        case .drag(let name, let from, let to):
            try container.encode(name, forKey: .drag)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        case .longPress(let name, let seconds):
            try container.encode(name, forKey: .longPress)
            try container.encode(seconds, forKey: .seconds)
        case .drop(let name, let target):
            try container.encode(name, forKey: .drop)
            try container.encode(target, forKey: .onto)
        case .refresh(let name):
            if let name { try container.encode(name, forKey: .refresh) } else { try container.encode(true, forKey: .refresh) }
        case .key(let key, let modifiers):
            try container.encode(key, forKey: .key)
            if !modifiers.isEmpty { try container.encode(modifiers, forKey: .modifiers) }
        }
    }

    /// The interaction in words, as reports quote it: `tap "Reset"`, `set "hue" to 0.5`.
    public var description: String {
        switch self {
        case .tap(let name): "tap \"\(name)\""
        case .toggle(let name): "toggle \"\(name)\""
        case .setValue(let value, let name): "set \"\(name)\" to \(value)"
        case .type(let text, let name): "type \"\(text)\" into \"\(name)\""
        case .select(let option, let name): "select \"\(option)\" in \"\(name)\""
        case .advance(let seconds): "advance the clock by \(seconds) s"
        case .scroll(let distance, let name): "scroll " + (name.map { "\"\($0)\" " } ?? "") + "by \(distance) points"
        case .delete(let name): "delete the row \"\(name)\""
        case .submit(let name): "press return in \"\(name)\""
        case .swipe(let name, let leading, let fully):
            (fully ? "swipe the row \"\(name)\" all the way" : "swipe the row \"\(name)\"") + (leading ? " from its leading edge" : "")
        case .move(let name, let offset): "move the row \"\(name)\" to offset \(offset)"
        case .drag(let name, let from, let to): "drag \"\(name)\" from \(Self.point(from)) to \(Self.point(to))"
        case .longPress(let name, let seconds): "long-press \"\(name)\" for \(Self.number(seconds)) s"
        case .drop(let name, let target): "drag \"\(name)\" and drop it on \"\(target)\""
        case .refresh(let name): "pull " + (name.map { "\"\($0)\"" } ?? "the list") + " down to refresh"
        case .key(let key, let modifiers): "press " + (modifiers + [key.count == 1 ? "\"\(key)\"" : key]).joined(separator: "-")
        }
    }

    /// A point as a person writes it: `(0, 12.5)`.
    private static func point(_ coordinates: [Double]) -> String {
        "(" + coordinates.map(number).joined(separator: ", ") + ")"
    }

    /// A number without a needless `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
