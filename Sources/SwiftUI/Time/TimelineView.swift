import Foundation

/// A view that updates according to a schedule that you provide, as SwiftUI's `TimelineView`.
///
/// It has no appearance of its own: its content is made with the date of the schedule's latest
/// entry that the host's virtual clock has reached, and made again when the clock passes the next
/// one (`host.advance(by:)` in tests and grading, real time in a live preview). As Apple
/// documents for `.everyMinute`, the first content may show a date in the past: a view that
/// appears at 10:09:55 first shows 10:09:00. Before any entry is reached (an explicit schedule of
/// future dates) the content gets the date the view appeared.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///     Text("\(Int(context.date.timeIntervalSince(start)))")
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content closure receives: the date of the update and its cadence.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var progress = TimelineProgress()
    @State private var updates = 0

    /// A timeline view whose `content` is made at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        // Reading the count makes this body run again when the next entry comes.
        _ = updates
        let date = progress.date(for: schedule, now: VirtualClock.shared.now)
        let updates = _updates
        return content(Context(date: date, cadence: .live))
            .modifier(TimelineAlarm(date: progress.upcoming) { updates.wrappedValue += 1 })
    }
}

/// The context of a `TimelineView`'s content, as SwiftUI's `TimelineViewDefaultContext`
/// (`TimelineView.Context`).
public struct TimelineViewDefaultContext {
    /// How often a timeline view updates, as SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable {
        /// Updates as often as the schedule asks: always the case in a terminal.
        case live
        /// Updates about once a second (an always-on display).
        case seconds
        /// Updates about once a minute (an always-on display).
        case minutes
    }

    /// The date from the schedule that triggered this update; the first may be in the past.
    public let date: Date
    /// How often the view updates: `.live` in a terminal, which is never dimmed.
    public let cadence: Cadence

    /// Asks for the content to be made again.
    ///
    /// Accepted: SwiftUI uses it to refresh content that depends on more than the date; here the
    /// content is made again at every entry of the schedule anyway.
    public func invalidateTimelineContent() {}
}

/// Where a timeline view is in its schedule: the entries it has reached and the next one.
final class TimelineProgress {
    private var scheduleKey: String?
    private var entries: AnyIterator<Date>?
    private var start = Date.distantPast
    private var latest: Date?
    /// The next entry, which the view's alarm waits for.
    private(set) var upcoming: Date?

    /// The date of the latest entry at or before `now` (the date the view appeared before the
    /// first), starting the schedule again when it has changed.
    func date<S: TimelineSchedule>(for schedule: S, now: Date) -> Date {
        let key = String(describing: schedule)
        if key != scheduleKey {
            scheduleKey = key
            start = now
            var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
            entries = AnyIterator { iterator.next() }
            latest = nil
            upcoming = entries?.next()
        }
        // A bound, so a schedule of tiny steps after a long advance cannot hang the host; the
        // alarm at the next entry carries on from there.
        var steps = 0
        // An entry a microsecond ahead counts as reached: dates made by adding intervals in
        // different orders differ in their last bits.
        while let next = upcoming, next.timeIntervalSince(now) <= 1e-6, steps < 100_000 {
            latest = next
            upcoming = entries?.next()
            steps += 1
        }
        return latest ?? start
    }
}

/// Runs `fire` when the virtual clock reaches `date`, while the view is in the tree.
struct TimelineAlarm: ViewModifier {
    let date: Date?
    let fire: () -> Void

    typealias Body = Never
    static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        let (attachment, _) = inputs.attachment(for: Self.self)
        let alarm = attachment.storage as? Alarm ?? Alarm()
        attachment.storage = alarm
        alarm.fire = modifier.fire
        if alarm.date != modifier.date || alarm.cancellable == nil {
            alarm.cancellable?.cancel()
            alarm.date = modifier.date
            alarm.cancellable = modifier.date.map { date in
                VirtualClock.shared.schedule(at: date) { [weak alarm] in alarm?.fire?() }
            }
        }
        attachment.onDisappear = { [weak alarm] in alarm?.cancellable?.cancel() }
        return outputs
    }

    final class Alarm {
        var date: Date?
        var fire: (() -> Void)?
        var cancellable: AnyCancellable?
    }
}
