import Foundation

/// An environment-dependent font: a text style such as `.headline`, a system font of a size, or a
/// custom font by name.
///
/// In the terminal every font draws in the same 8×16-point cell, so fonts change how text looks
/// (bold, italic) but never its size (see docs/deviations.md). A weight of `.semibold` or heavier
/// draws bold, which makes `.headline` bold as it is on Apple's platforms.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat)
    }

    let base: Base
    var design: Design?
    /// The weight set explicitly; `nil` uses the text style's own weight.
    var explicitWeight: Weight?
    var isItalic = false
    var isMonospaced = false
    var usesMonospacedDigits = false

    init(_ base: Base, design: Design? = nil, weight: Weight? = nil) {
        self.base = base
        self.design = design
        explicitWeight = weight
    }

    /// The weight the font draws with.
    var weight: Weight {
        if let explicitWeight { return explicitWeight }
        if case .textStyle(let style) = base { return style.weight }
        return .regular
    }

    // MARK: Text styles

    /// The largest title style (34 points on iOS); in the terminal, a regular line of text.
    public static let largeTitle = Font(.textStyle(.largeTitle))
    /// A title (28 points on iOS); in the terminal, a regular line of text.
    public static let title = Font(.textStyle(.title))
    /// A second-level title (22 points on iOS); in the terminal, a regular line of text.
    public static let title2 = Font(.textStyle(.title2))
    /// A third-level title (20 points on iOS); in the terminal, a regular line of text.
    public static let title3 = Font(.textStyle(.title3))
    /// A heading (17-point semibold on iOS), drawn bold in the terminal.
    public static let headline = Font(.textStyle(.headline))
    /// A subheading (15 points on iOS); in the terminal, a regular line of text.
    public static let subheadline = Font(.textStyle(.subheadline))
    /// Body text, the default style (17 points on iOS).
    public static let body = Font(.textStyle(.body))
    /// Callout text (16 points on iOS); in the terminal, a regular line of text.
    public static let callout = Font(.textStyle(.callout))
    /// Footnote text (13 points on iOS); in the terminal, a regular line of text.
    public static let footnote = Font(.textStyle(.footnote))
    /// Caption text (12 points on iOS); in the terminal, a regular line of text.
    public static let caption = Font(.textStyle(.caption))
    /// A smaller caption (11 points on iOS); in the terminal, a regular line of text.
    public static let caption2 = Font(.textStyle(.caption2))

    // MARK: Creating fonts

    /// The system font of a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size), design: design, weight: weight)
    }

    /// The system font of a text style, optionally in another design or weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.textStyle(style), design: design, weight: weight)
    }

    /// A font by name, which the terminal draws in its own font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name: name, size: size))
    }

    /// A font by name that scales with `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name: name, size: size))
    }

    /// A font by name that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name: name, size: fixedSize))
    }

    // MARK: Modifying fonts

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.explicitWeight = weight
        return font
    }

    /// The fixed-width variant of this font. Terminal text is always fixed-width.
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// This font with fixed-width digits. Terminal text is always fixed-width.
    public func monospacedDigit() -> Font {
        var font = self
        font.usesMonospacedDigits = true
        return font
    }
}

extension Font: CustomStringConvertible {
    /// Reads as SwiftUI code: `headline`, `system(size: 60)`, `title.bold()`.
    public var description: String {
        var text: String
        // A design is an argument of `system(…)`: Font has no modifier for it.
        let designed = design.map { ", design: .\($0)" } ?? ""
        switch base {
        case .textStyle(let style): text = design == nil ? "\(style)" : "system(.\(style)\(designed))"
        case .system(let size): text = "system(size: \(size.pointDescription)\(designed))"
        case .custom(let name, let size): text = "custom(\"\(name)\", size: \(size.pointDescription))"
        }
        if let explicitWeight { text += explicitWeight == .bold ? ".bold()" : ".weight(\(explicitWeight))" }
        if isItalic { text += ".italic()" }
        if isMonospaced { text += ".monospaced()" }
        if usesMonospacedDigits { text += ".monospacedDigit()" }
        return text
    }
}
