import Foundation

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

/// The size of text that the learner chose; in a terminal it never changes how big text is
/// (a character is always one cell), but views can read it and adapt their layout.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// The standard sizes, smallest to largest (`large` is the default).
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The larger accessibility sizes.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Whether `lhs` is smaller than `rhs`.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The older name of the text size setting.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// The standard categories, smallest to largest; the older names of `DynamicTypeSize`'s.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The larger accessibility categories.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }

    init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The locale views format numbers and dates for; `en_US` unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The text size the learner chose; it does not change how big text is drawn in the terminal.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The text size under its older name; reads and writes `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

extension View {
    /// Sets the text size views inside read from `dynamicTypeSize`; the text is drawn one character a cell whatever the size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}
