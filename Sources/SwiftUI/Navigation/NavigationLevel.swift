import Foundation

/// One view of a navigation stack under its bar, its toolbar items drawn over the bar. It reports the title its content sets to
/// the stack (which passes it to the bar here and to the back button of the level above), and
/// gives its content a `dismiss` that pops it.
struct NavigationLevel<Content: View>: View {
    let depth: Int
    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let backTitle: String?
    let navigator: Navigator
    let report: (NavigationBarValues) -> Void
    /// Whether this level is the one shown: only its views speak to a tab bar around the stack.
    var isTop = true
    let content: Content
    /// A search field asked for by `searchable` around the stack, drawn under the root's bar.
    @Environment(\.pendingSearch) var pendingSearch
    /// What the shown view asks of the bar: `toolbar(_:for:)`, `navigationBarBackButtonHidden`,
    /// `toolbarBackground`, `toolbarColorScheme`.
    @State private var bar = BarSettings()

    var body: some View {
        VStack(spacing: 0) {
            if !bar.isHidden {
                NavigationBar(title: title, displayMode: displayMode, back: showsBackButton ? backButton : nil)
                    .barAppearance(bar)
            }
            if depth == 0, let pendingSearch { SearchField(search: pendingSearch) }
            content
                .environment(\.pendingSearch, nil)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .onPreferenceChange(NavigationBarValuesKey.self, perform: report)
                .onPreferenceChange(BarAppearanceKey.self) { bar = $0.navigationBar }
                .transformEnvironment(\.isPresented) { [depth] in if depth > 0 { $0 = true } }
                .transformEnvironment(\.dismiss) { [depth, navigator] dismiss in
                    if depth > 0 { dismiss = DismissAction { navigator.pop(toDepth: depth - 1) } }
                }
        }
        .overlayPreferenceValue(ToolbarItemsKey.self, alignment: .top) { entries in
            if !bar.isHidden {
                ToolbarOverlay(entries: entries, leadingInset: leadingInset)
                    .transformEnvironment(\.colorScheme) { [bar] in if let scheme = bar.colorScheme { $0 = scheme } }
            }
        }
        .transformPreference(ToolbarItemsKey.self) { $0 = [] }
        // Read above by this level's `onPreferenceChange` (on the content's own nodes, which a
        // writer here does not reach), the navigation bar's settings stop at the level.
        .transformPreference(BarAppearanceKey.self) { [isTop] in
            $0.navigationBar = BarSettings()
            if !isTop { $0.tabBar = BarSettings() }
        }
    }

    /// Leading toolbar items begin after the back button ("‹", its title, a space), or at the
    /// bar's margin.
    private var leadingInset: CGFloat {
        guard showsBackButton else { return 8 }
        return 8 + CGFloat(backButton.title.count + 2) * TextLayout.cellWidth
    }

    /// A pushed view has a back button unless it hides it.
    private var showsBackButton: Bool {
        depth > 0 && bar.backButtonHidden != true
    }

    /// iOS labels the back button with the previous view's title, or "Back" without one; it
    /// can be tapped by either name.
    private var backButton: NavigationBar.BackButton {
        NavigationBar.BackButton(title: backTitle ?? "Back") { [depth, navigator] in navigator.pop(toDepth: depth - 1) }
    }
}

extension NavigationLevel: ImplementationDetail {}
