// How SF Symbols are coloured and which variant of a symbol is shown. The terminal draws a symbol
// as one glyph in one colour (docs/deviations.md, Drawing), so these compile and change nothing.

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
/// Accepted: a symbol is one glyph in the terminal, drawn in one colour whatever the mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol (`.fill`, `.circle`, `.circle.fill`), as SwiftUI's `SymbolVariants`.
/// Accepted: not yet applied to the glyph a symbol draws; name the variant in the symbol's name
/// (`Image(systemName: "heart.fill")`) to see it.
public struct SymbolVariants: Hashable, Sendable {
    let parts: [String]

    /// No variant.
    public static let none = SymbolVariants(parts: [])
    /// The symbol in a circle.
    public static let circle = SymbolVariants(parts: ["circle"])
    /// The symbol in a square.
    public static let square = SymbolVariants(parts: ["square"])
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    /// The filled symbol.
    public static let fill = SymbolVariants(parts: ["fill"])
    /// The symbol struck through by a slash.
    public static let slash = SymbolVariants(parts: ["slash"])

    /// This variant in a circle (`.fill.circle`).
    public var circle: SymbolVariants { adding("circle") }
    /// This variant in a square.
    public var square: SymbolVariants { adding("square") }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// This variant filled (`.circle.fill`).
    public var fill: SymbolVariants { adding("fill") }
    /// This variant with a slash.
    public var slash: SymbolVariants { adding("slash") }

    /// Whether this variant includes `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool { other.parts.allSatisfy(parts.contains) }

    private func adding(_ part: String) -> SymbolVariants {
        parts.contains(part) ? self : SymbolVariants(parts: parts + [part])
    }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The rendering mode for symbols in this environment; `nil` (each symbol's own) unless set.
    /// Accepted: a symbol is one glyph in one colour in the terminal.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variant for symbols in this environment; `.none` unless set.
    /// Accepted: not yet applied to the glyph a symbol draws.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension Image {
    /// Colours this symbol's layers in `mode` (`.symbolRenderingMode(.hierarchical)`).
    /// Accepted: a symbol is one glyph in the terminal, drawn in one colour whatever the mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension View {
    /// Colours the symbols in this view in `mode`.
    /// Accepted: a symbol is one glyph in the terminal, drawn in one colour whatever the mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Shows the symbols in this view in a variant (`.symbolVariant(.fill)`).
    /// Accepted: not yet applied to the glyph a symbol draws; name the variant in the symbol's
    /// name (`Image(systemName: "heart.fill")`) to see it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
