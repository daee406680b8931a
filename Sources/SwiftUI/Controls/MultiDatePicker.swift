import Foundation

/// A control that picks several days on a calendar: SwiftUI's `MultiDatePicker`, drawn as its
/// month grid: the month and year, a row of weekday names (SUN … SAT, from the environment's
/// calendar), and the days in columns of 32 points (4 cells), the selected ones on the tint.
/// Each day is a button named by its number: `host.tap("14")` selects or deselects the 14th.
/// The month shown is the one of the earliest selected day, else the current month.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let label: Label
    @Environment(\.calendar) private var calendar

    /// A picker of days with a label (used by VoiceOver; the calendar is what is drawn).
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// The width of a day's column: four cells, the three letters of a weekday name and a space.
    static var columnWidth: CGFloat { 32 }

    /// The year, month and day of `components`, as selections are compared.
    private func day(_ components: DateComponents) -> [Int?] { [components.year, components.month, components.day] }

    private func isSelected(_ date: Date) -> Bool {
        let wanted = day(calendar.dateComponents([.year, .month, .day], from: date))
        return selection.wrappedValue.contains { day($0) == wanted }
    }

    private func toggle(_ date: Date) {
        let components = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
        if let existing = selection.wrappedValue.first(where: { day($0) == day(components) }) {
            selection.wrappedValue.remove(existing)
        } else {
            selection.wrappedValue.insert(components)
        }
    }

    /// The first day of the month shown.
    private var monthStart: Date {
        let selected = selection.wrappedValue.compactMap { calendar.date(from: $0) }.min() ?? Date()
        return calendar.date(from: calendar.dateComponents([.year, .month], from: selected)) ?? selected
    }

    public var body: some View {
        let start = monthStart
        let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let slots: [Int?] = Array(repeating: nil, count: leading) + (1...days).map { Optional($0) }
        let weeks = stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<min($0 + 7, slots.count)]) }
        let title = DateFormatter.monthAndYear(calendar).string(from: start)
        let names = (0..<7).map { calendar.shortWeekdaySymbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased() }
        VStack(alignment: .leading, spacing: 0) {
            Text(title).bold()
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { index in
                    Text(names[index]).foregroundStyle(Color.secondary).frame(width: Self.columnWidth)
                }
            }
            ForEach(0..<weeks.count, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<weeks[week].count, id: \.self) { index in
                        if let number = weeks[week][index], let date = calendar.date(byAdding: .day, value: number - 1, to: start) {
                            let selected = isSelected(date)
                            Button(action: { toggle(date) }) {
                                Text("\(number)")
                                    .foregroundStyle(selected ? Color.white : Color.primary)
                                    .frame(width: Self.columnWidth)
                                    .background { if selected { Rectangle().fill(.tint) } }
                            }
                            .buttonStyle(.plain)
                        } else {
                            Color.clear.frame(width: Self.columnWidth, height: 16)
                        }
                    }
                }
            }
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled `titleKey`: `MultiDatePicker("Dates", selection: $dates)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled with the string `title` (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
}

extension DateFormatter {
    /// "November 2026" in the calendar's locale and time zone.
    static func monthAndYear(_ calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale ?? Locale(identifier: "en_US")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "LLLL yyyy"
        return formatter
    }
}
