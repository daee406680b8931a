import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue = ListMetrics.minimumRowHeight
}

extension EnvironmentValues {
    /// The least height of a list's rows: `.environment(\.defaultMinListRowHeight, 80)` on a
    /// `List` makes every row at least 80 points tall, its content centred in it. SwiftUI's
    /// default on iOS is 44 points; a terminal's is 48, three rows of cells
    /// (docs/deviations.md), and a smaller value lets a one-line row be 16 points shorter.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
