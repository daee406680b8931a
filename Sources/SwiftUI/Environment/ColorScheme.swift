import TerminalSupport

/// The light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// Light appearance: dark text on a light background.
    case light
    /// Dark appearance: light text on a dark background.
    case dark

    /// The scheme learn's other parts name (a scenario's, the REPL's `:scheme`).
    package init(_ name: ColorSchemeName) {
        switch name {
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
    /// The appearance views are drawn in; adaptive colours such as `.primary` follow it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour scheme of this view and its descendants.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Asks the host to show everything in `colorScheme`; in a terminal host it sets the scheme
    /// of this view and its descendants.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }
}
