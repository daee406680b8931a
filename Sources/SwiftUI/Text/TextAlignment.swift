import Foundation

/// How the lines of a multiline text line up with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge (the left, or the right under `.rightToLeft`).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge (the right, or the left under `.rightToLeft`).
    case trailing

    /// Where a shorter line starts, as a fraction of the space it leaves, from the left: right
    /// to left, the leading edge is the right one, so `.leading` lines end on the right, as
    /// SwiftUI lines up a wrapped text under `layoutDirection` `.rightToLeft`.
    func fraction(in direction: LayoutDirection) -> CGFloat {
        switch (self, direction) {
        case (.center, _): 0.5
        case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
        case (.trailing, .leftToRight), (.leading, .rightToLeft): 1
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
