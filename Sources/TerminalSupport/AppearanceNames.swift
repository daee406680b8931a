/// A colour scheme as learn names it between its parts: a scenario's `colorScheme` in
/// `exercise.json`, the REPL's `:scheme`, the settings the evaluator is sent. The runtime makes
/// its `ColorScheme` from it, in one place (`ColorScheme.init(_:)`).
public enum ColorSchemeName: String, Codable, Sendable, CaseIterable {
    /// Light or dark.
    case light, dark
}

/// A layout direction as learn names it between its parts: a scenario's `layoutDirection`, the
/// REPL's `:rtl`, the evaluator's settings. The runtime makes its `LayoutDirection` from it.
public enum LayoutDirectionName: String, Codable, Sendable, CaseIterable {
    /// Left to right or right to left.
    case leftToRight, rightToLeft
}
