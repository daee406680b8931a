import Foundation

/// How the lines of a multiline text line up with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing

    /// Where a shorter line starts, as a fraction of the space it leaves.
    var fraction: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
    /// How the lines of multiline text in this view line up; `.leading` by default.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

extension View {
    /// Aligns the lines of multiline text in this view inside the text's own frame.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
