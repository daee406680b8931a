import Foundation

extension Color {
    /// A colour from an asset catalogue's colour set, with its dark appearance when the set
    /// has one.
    ///
    /// The runtime looks for `NAME.colorset/Contents.json` where `Image("name")` looks for
    /// pictures (the learner's file's folder, an exercise's assets), inside `Assets.xcassets`
    /// or `Colors.xcassets` or by itself. A colour that is not found is drawn clear, as SwiftUI
    /// draws one it cannot find, with a warning at run time that says where it looked.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorAssets.color(named: name) ?? Color(resolved: Resolved(red: 0, green: 0, blue: 0, opacity: 0), name: name)
    }
}

/// Reads the colour sets behind `Color("name")`, through the host's ``ImageFiles/reader``.
enum ColorAssets {
    /// Where a colour set may be, relative to a folder.
    static func candidates(for name: String) -> [String] {
        ["Assets.xcassets/", "Colors.xcassets/", ""].map { $0 + name + ".colorset/Contents.json" }
    }

    nonisolated(unsafe) private static var found: [String: Color?] = [:]
    private static let lock = NSLock()

    /// The colour set `name`, read once for the reader's folders: a body that names it runs
    /// again and again.
    static func color(named name: String) -> Color? {
        let key = (ImageFiles.reader?.folders ?? []).joined(separator: "\u{0}") + "\u{1}" + name
        if let color = lock.withLock({ found[key] }) { return color }
        let color = read(named: name)
        lock.withLock { found[key] = color }
        return color
    }

    private static func read(named name: String) -> Color? {
        guard let reader = ImageFiles.reader else {
            RuntimeWarning.report("No color named \"\(name)\" was found: this program has no folder to look for an asset catalogue in; it is drawn clear.")
            return nil
        }
        for folder in reader.folders {
            for file in candidates(for: name) {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(file).path
                guard let bytes = reader.contents(ofFile: path) else { continue }
                if let color = colorSet(Data(bytes), name: name) { return color }
                RuntimeWarning.report("The color set \(path) could not be read: it is not an asset catalogue's Contents.json with an sRGB colour; \"\(name)\" is drawn clear.")
                return nil
            }
        }
        RuntimeWarning.report("No color named \"\(name)\" was found: looked for \(name).colorset in \(reader.folders.joined(separator: ", ")) and their Assets.xcassets; it is drawn clear.")
        return nil
    }

    /// The colour of a colour set's `Contents.json`: its entry without an appearance, and the
    /// one for the dark luminosity if there is one.
    static func colorSet(_ data: Data, name: String) -> Color? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { return nil }
        var light: Color.Resolved?
        var dark: Color.Resolved?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let resolved = resolved(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            if isDark { dark = resolved } else if appearances.isEmpty { light = resolved }
        }
        guard let light else { return nil }
        return Color(resolved: light, dark: dark, name: name)
    }

    /// A colour entry's components. Xcode writes each as a number from 0 to 1 (`"0.500"`), an
    /// 8-bit value (`"128"`) or hexadecimal (`"0x80"`); white-only sets give `white`.
    static func resolved(_ color: [String: Any]) -> Color.Resolved? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let text = components[key] as? String ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text) else { return nil }
            return text.contains(".") || number <= 1 ? number : number / 255
        }
        let space = Color.RGBColorSpace(assetName: color["color-space"] as? String)
        let alpha = value("alpha") ?? 1
        if let white = value("white") {
            let (r, g, b) = space.sRGB(white, white, white)
            return Color.Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(alpha))
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        let (r, g, b) = space.sRGB(red, green, blue)
        return Color.Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(alpha))
    }
}

extension Color.RGBColorSpace {
    /// The space an asset catalogue names (`"srgb"`, `"display-p3"`, `"extended-linear-srgb"`);
    /// sRGB for the grey and extended spaces it has too.
    init(assetName: String?) {
        switch assetName {
        case "display-p3": self = .displayP3
        case "extended-linear-srgb": self = .sRGBLinear
        default: self = .sRGB
        }
    }
}
