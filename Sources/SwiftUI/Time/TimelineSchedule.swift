import Foundation

/// A type that gives a `TimelineView` the dates at which it updates, as SwiftUI's
/// `TimelineSchedule` does: `entries(from:mode:)` returns them in ascending order, starting
/// around the date the view appeared.
public protocol TimelineSchedule {
    /// The mode of a schedule: how often the system lets it update.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates of the schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which a timeline view updates, in ascending order, from around `startDate`.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// How often a schedule may update, as SwiftUI's `TimelineScheduleMode`.
///
/// Accepted: a terminal is always in the `.normal` mode (there is no always-on display to make
/// updates rarer), so a timeline view asks its schedule for entries in that mode.
public enum TimelineScheduleMode: Sendable {
    /// The schedule updates as often as it asks.
    case normal
    /// The system updates less often (an always-on display); never the case in a terminal.
    case lowFrequency
}

/// A schedule that updates at regular intervals from a start date, as SwiftUI's
/// `PeriodicTimelineSchedule`: its entries are `startDate + k × interval`, beginning with the
/// last one at or before the date the view appeared (or `startDate` when that is later).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule of the dates `startDate`, `startDate + interval`, and so on.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates of this schedule, from the last one at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = interval > 0 && interval.isFinite ? interval : 1
        let periods = max(0, (startDate.timeIntervalSince(self.startDate) / step).rounded(.down))
        return Entries(upcoming: self.startDate.addingTimeInterval(periods * step), interval: step)
    }

    /// The dates of a periodic schedule: an endless sequence.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date of the schedule.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// A schedule that updates at the start of every minute, as SwiftUI's
/// `EveryMinuteTimelineSchedule`: its first entry is the start of the minute the view appeared in.
/// Minutes are counted from the reference date (in UTC), as every whole-hour time zone counts them.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule at the start of every minute.
    public init() {}

    /// The starts of minutes, from the start of the minute of `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// A schedule that updates at each frame of an animation, as SwiftUI's
/// `AnimationTimelineSchedule`: every `minimumInterval` seconds (a frame, 1/60 s, by default)
/// from the date the view appeared; when paused it gives only that first date.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule at each frame, at most every `minimumInterval` seconds; `paused` stops it.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The frames from `startDate`: only `startDate` while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let frame = 1.0 / 60
        let interval = max(minimumInterval ?? frame, frame)
        return Entries(upcoming: startDate, interval: interval, paused: paused)
    }

    /// The dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool

        /// The next frame's date, or `nil` after the first while paused.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = paused ? nil : date.addingTimeInterval(interval)
            return date
        }
    }
}

/// A schedule at dates you list, as SwiftUI's `ExplicitTimelineSchedule`: the view updates at
/// each of them once, and not after the last.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`, which should be in ascending order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, whatever `startDate` is.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates at every frame (60 a second).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates at most every `minimumInterval` seconds, and not while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule that updates at the dates you list.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
