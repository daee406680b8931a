// What VoiceOver reads and does for a view. A terminal picture has no accessibility tree (a
// terminal's screen reader reads the characters drawn), so these compile and change nothing
// that is drawn; `accessibilityIdentifier(_:)`, which hosts and tests find views by, is in Layout.

extension View {
    /// The label VoiceOver reads for this view (`.accessibilityLabel(Text("Close"))`).
    /// Accepted: a terminal picture has no accessibility tree; the drawn text is what is read.
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// The label VoiceOver reads for this view (`.accessibilityLabel("Close")`).
    /// Accepted: a terminal picture has no accessibility tree; the drawn text is what is read.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// The label VoiceOver reads for this view, from a string value.
    /// Accepted: a terminal picture has no accessibility tree; the drawn text is what is read.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// What VoiceOver says happens when this view is activated.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// What VoiceOver says happens when this view is activated.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// What VoiceOver says happens when this view is activated, from a string value.
    /// Accepted: a terminal picture has no accessibility tree.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The value VoiceOver reads for this view (a slider's "50 percent").
    /// Accepted: a terminal picture has no accessibility tree; the drawn value is what is read.
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }

    /// The value VoiceOver reads for this view.
    /// Accepted: a terminal picture has no accessibility tree; the drawn value is what is read.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// The value VoiceOver reads for this view, from a string value.
    /// Accepted: a terminal picture has no accessibility tree; the drawn value is what is read.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Hides this view from VoiceOver when `hidden` is true; it is still drawn.
    /// Accepted: a terminal picture has no accessibility tree to hide it from.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Adds traits (`.isButton`, `.isHeader`) to this view's accessibility element.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits from this view's accessibility element.
    /// Accepted: a terminal picture has no accessibility tree.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Makes this view one accessibility element that ignores, combines or contains its children.
    /// Accepted: a terminal picture has no accessibility tree to group.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// The order VoiceOver reads this view in among its siblings: higher first.
    /// Accepted: a terminal picture has no accessibility tree; it is read as drawn.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Adds a named action to VoiceOver's actions for this view.
    /// Accepted: a terminal picture has no accessibility tree; the action is never offered.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a named action to VoiceOver's actions for this view (`.accessibilityAction(named: "Delete") { … }`).
    /// Accepted: a terminal picture has no accessibility tree; the action is never offered.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds an action named by a string value to VoiceOver's actions for this view.
    /// Accepted: a terminal picture has no accessibility tree; the action is never offered.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// The names Voice Control accepts for this view.
    /// Accepted: a terminal has no Voice Control.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// The names Voice Control accepts for this view (`.accessibilityInputLabels(["Send", "Post"])`).
    /// Accepted: a terminal has no Voice Control.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// The names Voice Control accepts for this view, from string values.
    /// Accepted: a terminal has no Voice Control.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Shows this view enlarged in the large content viewer when it is long-pressed.
    /// Accepted: a terminal has no large content viewer.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
}
