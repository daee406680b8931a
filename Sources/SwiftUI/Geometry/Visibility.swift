/// Whether an element of a view (a row's separator, a toolbar) is shown.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the platform decides for the context.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
