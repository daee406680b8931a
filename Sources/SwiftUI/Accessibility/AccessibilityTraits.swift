// The types accessibility modifiers take. A terminal picture has no accessibility tree for
// VoiceOver to read (the terminal's own screen reader reads the characters drawn), so the
// modifiers that take them compile and change nothing that is drawn.

/// What an element is and does for VoiceOver, as SwiftUI's `AccessibilityTraits`.
/// Accepted: a terminal picture has no accessibility tree to describe.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// A set of traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element acts as a button when activated.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected (a tab, a row).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is a picture.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element sums up the screen when it appears (a weather app's current conditions).
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often (a timer), so VoiceOver polls it.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media, so VoiceOver stays quiet.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: VoiceOver ignores what is behind it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a switch that toggles on and off.
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
