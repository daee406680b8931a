import Foundation

/// The bar at the top of a navigation stack, drawn as text rows: a row with the back button
/// (and the title, when inline), a row with the large title, and a line under them.
///
/// iOS's bar is 44 points tall, 96 with a large title (Apple's Human Interface Guidelines,
/// "Navigation bars"; UIKit's `UINavigationBar` measures the same). A terminal row is 16 points,
/// so the bar takes the rows its text needs: 32 points inline, 48 with a large title.
struct NavigationBar: View {
    /// The back button: a button with the previous title, also found by the name "Back".
    struct BackButton {
        let title: String
        let pop: () -> Void
    }

    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let back: BackButton?

    /// A bar row and its line below are 16 points each: the height of a line of text.
    static let rowHeight: CGFloat = 16

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if displayMode == .inline, let title { Text(title).bold().lineLimit(1) }
                HStack(spacing: 0) {
                    if let back {
                        Text("‹").foregroundStyle(Color.accentColor)
                        Button(back.title, action: back.pop).accessibilityIdentifier("Back")
                    }
                    Spacer(minLength: 0)
                }
            }
            .frame(height: Self.rowHeight)
            if displayMode != .inline, let title {
                Text(title).bold().lineLimit(1).frame(height: Self.rowHeight)
            }
            Divider().frame(height: Self.rowHeight)
        }
        .padding(.horizontal, 8)
    }
}

extension NavigationBar: ImplementationDetail {}
