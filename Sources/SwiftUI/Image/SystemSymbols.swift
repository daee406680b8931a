/// The terminal's stand-ins for SF Symbols: one character of one cell each where Unicode has one,
/// so that a symbol and a space make the image's square.
enum SystemSymbols {
    /// What a name without a stand-in draws.
    static let unknown: Character = "◆"

    /// The glyph for `name`. A name without its own entry falls back to a shorter name
    /// (`"chevron.up.square"` to `"chevron.up"`); `"1.circle"` to `"20.circle"` are circled digits.
    static func glyph(named name: String) -> Character {
        if let glyph = glyphs[name] { return glyph }
        if let glyph = circledNumber(name) { return glyph }
        var components = name.split(separator: ".")
        while components.count > 1 {
            components.removeLast()
            if let glyph = glyphs[components.joined(separator: ".")] { return glyph }
        }
        // Once per name: a layout asks again and again. SwiftUI itself logs "No symbol named
        // '…' found in system symbol set" for a name SF Symbols lacks, and draws nothing.
        RuntimeWarning.report("learn has no drawing for the symbol \"\(name)\" and draws \(unknown) in its place "
            + "(check the name in the SF Symbols app: for a name it lacks, SwiftUI draws nothing).")
        return unknown
    }

    /// `"01.circle"` is ①, `"2.circle.fill"` is ❷.
    private static func circledNumber(_ name: String) -> Character? {
        let components = name.split(separator: ".")
        guard components.count >= 2, components[1] == "circle", let number = Int(components[0]), (1...20).contains(number) else { return nil }
        let isFilled = components.count == 3 && components[2] == "fill"
        // ① to ⑳ are contiguous; ❶ to ❿ and ⓫ to ⓴ are two blocks.
        let scalar = isFilled ? (number <= 10 ? 0x2775 + number : 0x24EB + number - 11) : 0x245F + number
        return Unicode.Scalar(scalar).map(Character.init)
    }

    private static let glyphs: [String: Character] = [
        "star": "☆", "star.fill": "★", "star.leadinghalf.filled": "⯪",
        "heart": "♡", "heart.fill": "♥",
        "ellipsis": "…", "checkmark": "✓", "xmark": "✗",
        "plus": "+", "minus": "−", "multiply": "×", "divide": "÷", "equal": "=",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
        "rectangle": "▭", "rectangle.fill": "▬", "capsule": "⬭", "capsule.fill": "⬬",
        "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "xmark.circle": "✗", "xmark.circle.fill": "✘",
        "person": "☺", "person.fill": "☻", "person.2": "☺", "person.crop.circle": "☺",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
        "bell": "⍾", "bell.fill": "⍾",
        "chevron.up": "⌃", "chevron.down": "⌄", "chevron.left": "‹", "chevron.right": "›",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "goforward": "↻", "gobackward": "↺",
        "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⤓",
        "icloud": "☁", "cloud": "☁", "icloud.and.arrow.up": "⇧", "icloud.and.arrow.down": "⇩",
        "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
        "backward": "◁", "backward.fill": "◀", "forward": "▷", "forward.fill": "▶",
        "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "rays": "✺",
        "lightbulb": "☼", "lightbulb.fill": "☼", "bolt": "ϟ", "bolt.fill": "ϟ", "flame": "♨",
        "drop": "◊", "snowflake": "❄", "leaf": "❦",
        "airplane": "✈", "car": "⛟", "car.fill": "⛟", "bicycle": "⚲", "house": "⌂", "house.fill": "⌂",
        "globe": "⊕", "map": "▤", "mappin": "⌖", "location": "➤", "location.fill": "➤",
        "table": "▦", "calendar": "▤", "clock": "◷", "clock.fill": "◷", "timer": "◴",
        "photo": "▧", "camera": "◙", "camera.fill": "◙", "film": "▥",
        "bookmark": "▯", "bookmark.fill": "▮", "book": "▯", "book.fill": "▮", "flag": "⚐", "flag.fill": "⚑",
        "tag": "⌗", "paperclip": "⌇", "link": "∞", "pencil": "✎", "trash": "⌧", "trash.fill": "⌧",
        "folder": "⊏", "folder.fill": "⊏", "doc": "▯", "doc.text": "≣", "list.bullet": "≡", "line.3.horizontal": "≡",
        "envelope": "✉", "envelope.fill": "✉", "phone": "✆", "phone.fill": "✆", "message": "✉",
        "paperplane": "➢", "paperplane.fill": "➢", "magnifyingglass": "⌕", "slider.horizontal.3": "⚟",
        "info.circle": "ⓘ", "questionmark": "?", "questionmark.circle": "?", "exclamationmark": "!",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
        "lock": "⚿", "lock.fill": "⚿", "key": "⚷", "music.note": "♪", "keyboard": "⌨",
        "wifi": "≋", "wifi.slash": "⊘", "antenna.radiowaves.left.and.right": "≋",
        "cart": "⛟", "gift": "⊞", "crown": "♔", "hand.raised": "✋", "hand.thumbsup": "☝",
    ]
}
