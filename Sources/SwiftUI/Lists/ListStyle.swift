import Foundation

/// How a `List` (or a `Form`) draws its rows and sections: `.listStyle(.plain)`. As in SwiftUI,
/// its requirements are not public: only the built-in styles are list styles.
public protocol ListStyle {}

/// The runtime's side of a list style: the metrics and decoration it gives rows and sections.
package protocol MeasuredListStyle: ListStyle {
    var _metrics: ListMetrics { get }
}

/// The metrics of a list style. iOS publishes few numbers for them: a row is at least 44
/// points tall (`defaultMinListRowHeight`), its content 16 points from its leading edge (20
/// from the list's in inset styles). A terminal's cells are 16 points tall, so here a row is at
/// least 48 points (three cells) with 16 points above and below its content, a header 32, and
/// a section's spacing 16: a row's text, its separator and its section's outline then fall on
/// separate rows of cells (docs/deviations.md).
package struct ListMetrics {
    /// How far sections are from the list's leading and trailing edges.
    var sectionMargin: CGFloat
    /// Whether each section's rows are outlined as a group (a terminal's drawing of iOS's
    /// rounded white sections on a grey background).
    var outlinesSections: Bool
    /// Whether section headers are shown in capitals, as grouped lists did before iOS 26.
    var capitalizesHeaders: Bool
    /// The space above a section that has no header.
    var sectionSpacing: CGFloat
    static let rowContentInset: CGFloat = 16
    /// Above and below a row's content; below a header's and a footer's.
    static let rowVerticalInset: CGFloat = 16
    static let minimumRowHeight: CGFloat = 48
    static let minimumHeaderHeight: CGFloat = 32
    /// Above each section of a grouped list (iOS: about 35 points): two cells, because a
    /// section's outline is drawn in the cells around its rows, so one section's bottom edge
    /// and the next one's top edge each need a row of their own.
    static let groupedSectionSpacing: CGFloat = 32
}

/// Rows from edge to edge, separated by lines.
public struct PlainListStyle: MeasuredListStyle {
    /// The plain list style: no margin, no section groups, headers as written.
    public init() {}
    package var _metrics: ListMetrics { ListMetrics(sectionMargin: 0, outlinesSections: false, capitalizesHeaders: false, sectionSpacing: 0) }
}

/// Sections as groups across the whole width.
public struct GroupedListStyle: MeasuredListStyle {
    /// The grouped style: section groups across the width, capitalized headers, 32 points between sections.
    public init() {}
    package var _metrics: ListMetrics { ListMetrics(sectionMargin: 0, outlinesSections: true, capitalizesHeaders: true, sectionSpacing: ListMetrics.groupedSectionSpacing) }
}

/// Sections as groups inset from the edges: iOS's default for lists and forms.
public struct InsetGroupedListStyle: MeasuredListStyle {
    /// The inset grouped style: section groups inset 20 points, capitalized headers, 32 points between sections.
    public init() {}
    package var _metrics: ListMetrics { ListMetrics(sectionMargin: 20, outlinesSections: true, capitalizesHeaders: true, sectionSpacing: ListMetrics.groupedSectionSpacing) }
}

/// Rows inset from the edges, without section groups.
public struct InsetListStyle: MeasuredListStyle {
    /// The inset style: rows inset 20 points, no section groups.
    public init() {}
    package var _metrics: ListMetrics { ListMetrics(sectionMargin: 20, outlinesSections: false, capitalizesHeaders: false, sectionSpacing: 0) }
}

/// A sidebar's list; on an iPhone it looks like an inset grouped list.
public struct SidebarListStyle: MeasuredListStyle {
    /// The sidebar style, drawn as the inset grouped style.
    public init() {}
    package var _metrics: ListMetrics { InsetGroupedListStyle()._metrics }
}

/// The platform's default: inset grouped on iOS.
public struct DefaultListStyle: MeasuredListStyle {
    /// The default style, drawn as the inset grouped style.
    public init() {}
    package var _metrics: ListMetrics { InsetGroupedListStyle()._metrics }
}

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

extension View {
    /// Sets the style of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listMetrics, (style as? any MeasuredListStyle)?._metrics ?? DefaultListStyle()._metrics)
    }
}

extension EnvironmentValues {
    var listMetrics: ListMetrics {
        get { self[ListMetricsKey.self] }
        set { self[ListMetricsKey.self] = newValue }
    }
}

private struct ListMetricsKey: EnvironmentKey {
    static let defaultValue = DefaultListStyle()._metrics
}
