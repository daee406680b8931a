import Foundation

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    /// The points between the bottom of one line of text and the top of the next, in text
    /// that takes several lines. The default is 0.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts `lineSpacing` points between the lines of multi-line text in this view. It is an
    /// environment value, so it reaches every text inside a container. A text's size counts the
    /// spacing exactly; in the terminal each line is then drawn on the row nearest its place.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
}
