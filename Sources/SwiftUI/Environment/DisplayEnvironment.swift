import Foundation

/// How much room a dimension of the window has: SwiftUI's size class.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: an iPhone's width.
    case compact
    /// Ample room: an iPad's width.
    case regular

    /// The horizontal size class of a window `width` points wide: regular from 640 points
    /// (80 columns) on, where `NavigationSplitView` shows its sidebar beside its detail (320
    /// points each), as SwiftUI's split view collapses to a stack exactly in compact width;
    /// compact when narrower. A window of unknown width is regular.
    static func horizontal(forWindowWidth width: CGFloat?) -> UserInterfaceSizeClass {
        guard let width, width.isFinite else { return .regular }
        return width >= 640 ? .regular : .compact
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC")!
}

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

private struct UndoManagerKey: EnvironmentKey {
    static let defaultValue: UndoManager? = nil
}

extension EnvironmentValues {
    /// The horizontal size class of the window: set by the host from the window's width
    /// (`UserInterfaceSizeClass.horizontal(forWindowWidth:)`: compact below 80 columns, regular
    /// from 80 on, where a split view shows its columns); compact (an iPhone) without a host.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: always regular, as an iPhone in portrait. A terminal's picture
    /// grows downwards and scrolls, so its height never cramps a view as a phone held
    /// sideways does.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Pixels per point: 1. The terminal draws nothing finer than a point (a cell is 8×16
    /// points), so a point is at least a pixel, as on a display without Retina.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel in points: 1 / `displayScale`, as SwiftUI defines it.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The calendar views compute dates with: Gregorian in UTC with the en_US locale, as the
    /// runtime's dates are drawn (see `Text`'s date styles); set it to change it.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone views show dates in: UTC, as the runtime's dates are drawn.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether the nearest focusable view around this one has the focus: true inside a
    /// `focused(_:)` or `focused(_:equals:)` modifier whose focus state names it.
    public var isFocused: Bool { focusBinding?.isFocused() ?? false }

    /// The undo manager of the window.
    /// Accepted: nil, as for a window without one; a terminal has no Edit menu or shake to undo,
    /// so nothing registers undo actions; code that reads it optionally compiles and runs.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }

    /// Whether text may squeeze its characters before truncating; set with `allowsTightening(_:)`.
    /// Accepted: a character is always one whole cell, so text is never tightened.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}
