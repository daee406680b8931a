import Foundation

/// A sidebar beside a detail view. When the proposal is wide enough for both columns, they
/// are drawn side by side and the sidebar's links show their destination in the detail
/// column; otherwise (as on an iPhone, where the split view collapses) it is a stack whose
/// root is the sidebar.
///
/// The sidebar column is 320 points wide (UIKit's `UISplitViewController` default primary
/// column width on iPad); columns are used when the detail gets at least as much.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let detail: Detail
    @State private var detailNavigator = Navigator()

    static var sidebarWidth: CGFloat { 320 }

    /// A split view with a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    public var body: some View {
        GeometryReader { proxy in
            if proxy.size.width >= 2 * Self.sidebarWidth {
                HStack(spacing: 0) {
                    NavigationStack {
                        sidebar.environment(\.navigator, detailNavigator)
                    }
                    .frame(width: Self.sidebarWidth)
                    Divider()
                    NavigationStack(navigator: detailNavigator.replacingOnPush()) { detail }
                }
            } else {
                NavigationStack { sidebar }
            }
        }
    }
}

extension Navigator {
    /// This navigator, made to replace the shown view on a push.
    func replacingOnPush() -> Navigator {
        pushReplaces = true
        return self
    }
}
