import TerminalSupport

/// The direction of horizontal layout: left to right, or right to left for languages such as
/// Arabic and Hebrew.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right: leading is the left edge.
    case leftToRight
    /// Right to left: leading is the right edge, and the layout is mirrored.
    case rightToLeft

    /// The direction learn's other parts name (a scenario's, the REPL's `:rtl`).
    package init(_ name: LayoutDirectionName) {
        switch name {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// In `.rightToLeft`, horizontal layout is mirrored: stacks run from the right and
    /// `.leading` means the right edge. Text reads as it always does; a positive x offset moves towards the trailing edge, the left.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
