import Foundation

extension Text {
    /// A predefined style to show a date with, as SwiftUI's `Text.DateStyle`. Dates are written
    /// as SwiftUI writes them in `en_US`, in UTC (see docs/deviations.md). The relative, offset
    /// and timer styles count from now, and change as the host's virtual clock advances.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: `11:23 PM`.
        public static let time = DateStyle(kind: .time)
        /// The date: `June 3, 2019`.
        public static let date = DateStyle(kind: .date)
        /// The time between now and the date, in its two largest units: `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The time since the date in its largest unit, with a sign: `+2 hours`, `-3 months`.
        public static let offset = DateStyle(kind: .offset)
        /// The time between now and the date as a timer: `2:32`, `36:59:01`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Displays `date` in `style`: `Text(event.startDate, style: .time)`. The relative, offset
    /// and timer styles update every second as the host's clock advances, as SwiftUI's do.
    public init(_ date: Date, style: DateStyle) {
        self.init("\(date, style: style)")
    }

    /// Displays a timer over `timerInterval`, as SwiftUI's `Text(timerInterval:…)`: the time left
    /// until its end when `countsDown` (else the time since its start), stopped at `pauseTime`
    /// if one is given, with hours shown (else the minutes count past 59) when `showsHours`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let clock = TextClock.interval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        self.init(LocalizedStringKey(segments: [.clock(clock)]))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a date in a style: `Text("Ends \(end, style: .relative) from now")`; a relative,
    /// offset or timer date updates as the host's clock advances.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        segments.append(.clock(.date(date, style)))
    }
}

/// A date in a text, written at a time: what `Text(date, style:)` and `Text(timerInterval:…)` show.
enum TextClock: Hashable {
    case date(Date, Text.DateStyle)
    case interval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// Whether what it shows changes as time passes.
    var isLive: Bool {
        switch self {
        case .date(_, let style): style.kind != .time && style.kind != .date
        case .interval(_, let pauseTime, _, _): pauseTime == nil
        }
    }

    /// The date whose whole seconds before and after are when the text changes.
    var anchor: Date {
        switch self {
        case .date(let date, _): date
        case .interval(let range, _, let countsDown, _): countsDown ? range.upperBound : range.lowerBound
        }
    }

    /// The text at the clock's time `now`.
    func string(at now: Date) -> String {
        switch self {
        case .date(let date, let style):
            switch style.kind {
            case .time: return DateText.time(date)
            case .date: return DateText.date(date)
            case .relative: return DateText.units(from: now, to: date).prefix(2).joined(separator: ", ")
            case .offset:
                // The sign is that of now − date: a date in the past is "+", one to come "−".
                let unit = DateText.units(from: now, to: date)[0]
                return (date > now ? "-" : "+") + unit
            case .timer: return DateText.timer(now.timeIntervalSince(date))
            }
        case .interval(let range, let pauseTime, let countsDown, let showsHours):
            let at = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
            let shown = countsDown ? range.upperBound.timeIntervalSince(at) : at.timeIntervalSince(range.lowerBound)
            return DateText.timer(shown, showsHours: showsHours)
        }
    }
}

/// A text whose dates change with time: how to make it at a time, and the clocks it shows
/// (which tell two such texts apart).
struct LiveText: Equatable {
    let clocks: [TextClock]
    let make: (Date) -> Text

    static func == (lhs: LiveText, rhs: LiveText) -> Bool { lhs.clocks == rhs.clocks }

    /// The same text with `change` applied to each text it makes.
    func map(_ change: @escaping (Text) -> Text) -> LiveText {
        LiveText(clocks: clocks) { now in change(make(now)) }
    }
}

/// A text with live dates: a timeline that makes it again at each second of its first clock.
struct LiveTextView: View {
    let live: LiveText

    var body: some View {
        let anchor = live.clocks.first(where: \.isLive)?.anchor ?? VirtualClock.shared.now
        TimelineView(SecondsSchedule(anchor: anchor)) { context in
            live.make(context.date)
        }
    }
}

/// Every whole second before and after `anchor`, from the last one at or before the start: the
/// moments a timer's seconds change.
struct SecondsSchedule: TimelineSchedule {
    let anchor: Date

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let seconds = (startDate.timeIntervalSince(anchor) + 1e-6).rounded(.down)
        return PeriodicTimelineSchedule.Entries(upcoming: anchor.addingTimeInterval(seconds), interval: 1)
    }
}
