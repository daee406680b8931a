// The types accessibility modifiers take. A terminal picture has no accessibility tree for
// VoiceOver to read (the terminal's own screen reader reads the characters drawn), so the
// modifiers that take them compile and change nothing that is drawn.

/// What an element is and does for VoiceOver, as SwiftUI's `AccessibilityTraits`.
/// Accepted: a terminal picture has no accessibility tree to describe.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element made from a view treats the elements inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
/// Accepted: a terminal picture has no accessibility tree to group.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden; the element stands for them.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children's labels and actions are merged into the element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay elements inside the new one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}
