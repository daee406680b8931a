import Foundation

/// How dates are written in the terminal: as SwiftUI writes them in the `en_US` locale, in UTC,
/// whatever the machine's locale and time zone, so that what a program draws is the same
/// everywhere (see docs/deviations.md). Formatted by hand on a Gregorian calendar, so that no
/// formatter's data can change the result.
enum DateText {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    private static let months = ["January", "February", "March", "April", "May", "June", "July",
                                 "August", "September", "October", "November", "December"]

    /// `11:23 PM`: the hour on a 12-hour clock, the minutes, AM or PM.
    static func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):" + twoDigits(minute) + (hour < 12 ? " AM" : " PM")
    }

    /// `June 3, 2019` (the long date); `Jun 3, 2019` when `abbreviated` (the medium date).
    static func date(_ date: Date, abbreviated: Bool = false) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = months[(parts.month ?? 1) - 1]
        return "\(abbreviated ? String(month.prefix(3)) : month) \(parts.day ?? 1), \(parts.year ?? 2001)"
    }

    /// `2:32` or `36:59:01`: minutes and seconds, with hours in front when there are any (and
    /// `showsHours`; otherwise the minutes count past 59).
    static func timer(_ interval: TimeInterval, showsHours: Bool = true) -> String {
        let seconds = wholeSeconds(abs(interval))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if showsHours && hours > 0 { return "\(hours):" + twoDigits(minutes) + ":" + twoDigits(rest) }
        return "\(seconds / 60):" + twoDigits(rest)
    }

    /// The calendar units between two dates, largest first, in full words: `2 hours`,
    /// `23 minutes`, … (`0 seconds` when they are less than a second apart).
    static func units(from start: Date, to end: Date) -> [String] {
        // Whole seconds apart, from a whole second, so that the calendar counts exactly.
        let earlier = Date(timeIntervalSinceReferenceDate: min(start, end).timeIntervalSinceReferenceDate.rounded(.down))
        let later = earlier.addingTimeInterval(Double(wholeSeconds(abs(end.timeIntervalSince(start)))))
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
        let named: [(Int?, String)] = [(parts.year, "year"), (parts.month, "month"), (parts.day, "day"),
                                       (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second")]
        let units = named.compactMap { count, name -> String? in
            guard let count, count > 0 else { return nil }
            return "\(count) \(name)" + (count == 1 ? "" : "s")
        }
        return units.isEmpty ? ["0 seconds"] : units
    }

    /// The whole seconds in `interval`, counting a value a microsecond short of a second as
    /// that second: dates made by adding intervals in different orders differ in their last bits.
    static func wholeSeconds(_ interval: TimeInterval) -> Int {
        guard interval.isFinite else { return 0 }
        return Int((interval + 1e-6).rounded(.down))
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
