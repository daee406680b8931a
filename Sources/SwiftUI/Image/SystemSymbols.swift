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

    static let glyphs: [String: Character] = [
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
        "cart": "⛟", "gift": "⊞", "crown": "♔", "hand.raised": "☝", "hand.thumbsup": "☝",
        // Directions by reading order: forward is right and backward left in a left-to-right
        // language.
        "chevron.forward": "›", "chevron.backward": "‹", "chevron.up.chevron.down": "↕",
        "chevron.compact.up": "⌃", "chevron.compact.down": "⌄", "chevron.left.forwardslash.chevron.right": "⟨",
        "arrow.forward": "→", "arrow.backward": "←", "arrow.up.right": "↗", "arrow.up.left": "↖",
        "arrow.down.right": "↘", "arrow.down.left": "↙", "arrow.up.forward": "↗", "arrow.down.forward": "↘",
        "arrow.uturn.left": "↩", "arrow.uturn.backward": "↩", "arrow.uturn.right": "↪", "arrow.uturn.forward": "↪",
        "arrow.turn.up.right": "↱", "arrow.turn.up.left": "↰", "arrow.triangle.2.circlepath": "⟳", "arrow.2.circlepath": "⟳",
        "arrow.up.left.and.arrow.down.right": "⤢", "arrow.down.right.and.arrow.up.left": "⤡", "arrowshape.turn.up.left": "↶",
        "arrowshape.turn.up.right": "↷", "arrow.right.square": "⇥", "arrow.left.square": "⇤", "return": "↵",
        "repeat": "⟲", "shuffle": "⤨", "delete.left": "⌫", "delete.backward": "⌫", "delete.right": "⌦",
        "command": "⌘", "option": "⌥", "control": "⌃", "shift": "⇧", "capslock": "⇪", "escape": "⎋", "eject": "⏏",
        "backward.end": "⏮", "forward.end": "⏭", "playpause": "⏯", "record.circle": "⏺",
        "sparkles": "✧", "sparkle": "✦", "wand.and.stars": "✧", "staroflife": "✱", "asterisk": "✱",
        "seal": "✺", "rosette": "✪", "medal": "✪", "trophy": "♛", "flag.checkered": "⚑",
        "squareshape": "□", "squareshape.fill": "■", "circlebadge": "●", "hexagon": "⬡", "hexagon.fill": "⬢",
        "octagon": "⯃", "seal.fill": "✺", "app": "▢", "app.fill": "■", "oval": "⬭", "oval.fill": "⬬",
        "square.and.pencil": "✎", "pencil.circle": "✎", "pencil.line": "✎", "highlighter": "✎", "paintbrush": "✐",
        "paintbrush.pointed": "✐", "paintpalette": "◕", "eyedropper": "⟟", "scissors": "✂", "crop": "⌗", "lasso": "◌",
        "eye": "◉", "eye.slash": "⊘", "eyeglasses": "∞", "nosign": "⊘", "xmark.octagon": "⊗", "exclamationmark.octagon": "!",
        "exclamationmark.circle": "!", "exclamationmark.bubble": "!", "questionmark.bubble": "?",
        "plus.circle": "⊕", "minus.circle": "⊖", "plus.square": "⊞", "minus.square": "⊟", "xmark.square": "⊠",
        "checkmark.square": "☑", "checkmark.seal": "✓", "checkmark.shield": "✓", "plus.app": "⊞",
        "person.circle": "☺", "person.3": "☺", "person.badge.plus": "☺", "person.crop.square": "☺",
        "person.text.rectangle": "☺", "figure.walk": "☺", "figure.run": "☺", "figure.stand": "☺",
        "face.smiling": "☺", "hand.wave": "☜", "hand.tap": "☝", "hand.point.up": "☝", "hand.point.right": "☞",
        "hand.point.left": "☜", "hand.thumbsdown": "☟", "hands.clap": "☺", "brain": "☁", "brain.head.profile": "☺",
        "bubble.left": "◖", "bubble.right": "◗", "bubble.left.and.bubble.right": "◖", "text.bubble": "≣",
        "quote.bubble": "❝", "ellipsis.bubble": "…", "ellipsis.circle": "…", "ellipsis.rectangle": "…",
        "bell.badge": "⍾", "bell.slash": "⍾", "speaker": "◁", "speaker.fill": "◀", "speaker.wave.1": "◁",
        "speaker.wave.2": "◁", "speaker.wave.3": "◁", "speaker.slash": "⊘", "mic": "⍙", "mic.fill": "⍙",
        "mic.slash": "⊘", "video": "▶", "video.fill": "▶", "headphones": "☊", "waveform": "∿", "waveform.path.ecg": "∿",
        "music.note.list": "♫", "music.mic": "♪", "guitars": "♫", "pianokeys": "♫", "radio": "⌁",
        "tv": "▭", "desktopcomputer": "▭", "laptopcomputer": "▭", "display": "▭", "iphone": "▯", "ipad": "▯",
        "applewatch": "◷", "watch.analog": "◷", "gamecontroller": "⊕", "printer": "⎙", "keyboard.chevron.compact.down": "⌨",
        "externaldrive": "▭", "internaldrive": "▭", "cpu": "▣", "memorychip": "▣", "battery.100": "▰", "battery.75": "▰",
        "battery.50": "▰", "battery.25": "▱", "battery.0": "▱", "power": "⏻", "poweroff": "⏻", "restart": "↻",
        "qrcode": "▦", "barcode": "▥", "camera.viewfinder": "⌖", "viewfinder": "⌖", "scope": "⌖", "target": "◎",
        "photo.on.rectangle": "▧", "photo.stack": "▧", "photo.fill": "▧", "photo.artframe": "▧", "rectangle.portrait": "▯",
        "rectangle.stack": "▤", "square.stack": "▤", "square.stack.3d.up": "▤", "square.grid.2x2": "▦",
        "square.grid.3x3": "▦", "square.grid.2x3": "▦", "circle.grid.2x2": "⁘", "rectangle.grid.2x2": "▦",
        "square.split.2x1": "◫", "sidebar.left": "◧", "sidebar.right": "◨", "sidebar.leading": "◧", "sidebar.trailing": "◨",
        "tray": "⊔", "tray.full": "⊔", "tray.and.arrow.down": "⊔", "tray.and.arrow.up": "⊔", "archivebox": "▭",
        "shippingbox": "⧈", "cube": "⧈", "cube.box": "⧈", "puzzlepiece": "✣", "bag": "⊔", "basket": "⊔",
        "creditcard": "▭", "banknote": "▭", "dollarsign": "$", "dollarsign.circle": "$", "eurosign": "€",
        "sterlingsign": "£", "yensign": "¥", "percent": "%", "number": "#", "at": "@", "textformat": "A",
        "textformat.size": "A", "textformat.abc": "a", "character": "A", "bold": "B", "italic": "I", "underline": "U",
        "strikethrough": "S", "text.alignleft": "≡", "text.aligncenter": "≡", "text.alignright": "≡", "text.justify": "≡",
        "list.number": "≡", "list.dash": "≡", "list.bullet.rectangle": "≡", "list.star": "≡", "checklist": "☑",
        "line.3.horizontal.decrease": "≡", "line.3.horizontal.decrease.circle": "≡", "line.horizontal.3": "≡",
        "slider.vertical.3": "⚟", "switch.2": "⚟", "dial.min": "◔", "gauge": "◔", "speedometer": "◔",
        "chart.bar": "▂", "chart.bar.fill": "▃", "chart.pie": "◔", "chart.pie.fill": "◕",
        "chart.line.uptrend.xyaxis": "↗", "chart.line.downtrend.xyaxis": "↘", "chart.xyaxis.line": "↗",
        "doc.on.doc": "⧉", "doc.on.clipboard": "⧉", "doc.richtext": "≣", "doc.plaintext": "≣", "doc.badge.plus": "▯", "note": "▤",
        "note.text": "≣", "newspaper": "▤", "magazine": "▤", "books.vertical": "▥", "book.closed": "▮",
        "graduationcap": "⌂", "studentdesk": "⊓", "pencil.and.outline": "✎", "paperclip.circle": "⌇",
        "link.circle": "∞", "network": "⋈", "antenna.radiowaves.left.and.right.circle": "≋", "dot.radiowaves.left.and.right": "≋",
        "personalhotspot": "≋", "icloud.slash": "⊘", "cloud.fill": "☁", "cloud.rain": "☂", "cloud.sun": "☁",
        "cloud.bolt": "ϟ", "cloud.snow": "❄", "cloud.drizzle": "☂", "cloud.fog": "≋", "wind": "≋", "tornado": "≋",
        "thermometer": "⊺", "thermometer.sun": "⊺", "umbrella": "☂", "humidity": "◊", "sun.min": "☼",
        "sunrise": "☀", "sunset": "☀", "moon.stars": "☾", "moon.zzz": "☾", "star.circle": "★", "sun.haze": "☀",
        "globe.americas": "⊕", "globe.europe.africa": "⊕", "globe.asia.australia": "⊕", "mappin.and.ellipse": "⌖",
        "mappin.circle": "⌖", "location.north": "➤", "location.circle": "➤", "signpost.right": "⚐",
        "building": "▥", "building.2": "▥", "building.columns": "⌂", "storefront": "⌂", "tent": "△", "mountain.2": "⛰",
        "tree": "♣", "leaf.fill": "❦", "carrot": "▾", "fork.knife": "⑂", "cup.and.saucer": "⊔", "mug": "⊔",
        "takeoutbag.and.cup.and.straw": "⊔", "birthday.cake": "⌂", "wineglass": "Y", "pills": "⬭", "cross": "✚",
        "cross.case": "✚", "bandage": "▬", "stethoscope": "⚕", "heart.text.square": "♥", "bed.double": "▬",
        "bus": "⛟", "tram": "⛟", "car.2": "⛟", "ferry": "⛴", "fuelpump": "▮", "airplane.departure": "✈",
        "airplane.arrival": "✈", "figure.wave": "☺", "sportscourt": "▭", "soccerball": "●", "football": "⬮",
        "basketball": "●", "tennis.racket": "⚲", "dumbbell": "⚲", "bicycle.circle": "⚲",
        "hammer": "⚒", "wrench": "⚒", "wrench.and.screwdriver": "⚒", "screwdriver": "⚒", "gearshape.2": "⚙",
        "lock.open": "⚿", "lock.shield": "⚿", "shield": "⛉", "shield.checkered": "⛉", "key.fill": "⚷",
        "alarm": "◷", "stopwatch": "⏱", "hourglass": "⧗", "clock.arrow.circlepath": "◷", "calendar.badge.plus": "▤",
        "calendar.circle": "▤", "die.face.1": "⚀", "die.face.2": "⚁", "die.face.3": "⚂", "die.face.4": "⚃",
        "die.face.5": "⚄", "die.face.6": "⚅", "dice": "⚄", "suit.heart": "♡", "suit.heart.fill": "♥",
        "suit.spade": "♤", "suit.spade.fill": "♠", "suit.club": "♧", "suit.club.fill": "♣", "suit.diamond": "♢",
        "suit.diamond.fill": "♦", "swift": "ϟ",
        "plus.magnifyingglass": "⊕", "minus.magnifyingglass": "⊖", "text.magnifyingglass": "⌕",
        "rotate.left": "↺", "rotate.right": "↻", "trash.slash": "⊘", "envelope.open": "✉", "envelope.badge": "✉",
        "bookmark.circle": "▮", "tag.circle": "⌗", "pin": "⚲", "pin.fill": "⚲", "pin.slash": "⊘",
        "flame.fill": "♨", "drop.fill": "◊", "bolt.heart": "ϟ", "heart.slash": "♡", "star.slash": "☆",
    ]
}
