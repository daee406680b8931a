import Foundation

/// A control for choosing a date, as SwiftUI's `DatePicker`, drawn as iOS draws its compact form:
/// the label on the leading side, and the date and the time on the trailing side, each in
/// brackets as iOS puts each in a button: `Start       [Jun 3, 2019] [11:23 PM]`. The picker takes
/// the whole proposed width, as iOS's does; the date is the medium date of `en_US` and the
/// time its short time, in UTC (see docs/deviations.md). Every `datePickerStyle(_:)` looks so.
///
/// A host sets the date with `host.setDate(date, for: "Start")`, kept within the range given
/// with `in:` as the picker keeps a choice; `host.increment("Start")` and `host.decrement(_:)`
/// move it a day (a minute when only the time is shown), as the arrows do in a live preview.
public struct DatePicker<Label: View>: View {
    /// The parts of a date that a date picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: DateRange
    let components: DatePickerComponents
    let label: Label

    public var body: some View {
        // Reading the selection here makes this body run again when it changes.
        let date = selection.wrappedValue
        var runs: [Glyph.Run] = []
        for text in parts(of: date) {
            if !runs.isEmpty { runs.append(Glyph.Run(text: " ")) }
            runs += [Glyph.Run(text: "[", color: Color.gray), Glyph.Run(text: text), Glyph.Run(text: "]", color: Color.gray)]
        }
        return HStack {
            ControlLabel(label)
            Glyph(runs)
        }
    }

    /// What is shown: the date, then the time, as the components ask.
    private func parts(of date: Date) -> [String] {
        var parts: [String] = []
        if components.contains(.date) { parts.append(DateText.date(date, abbreviated: true)) }
        if components.contains(.hourAndMinute) { parts.append(DateText.time(date)) }
        return parts
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        // The arrows of a live preview step by a day, or by a minute when only the time is shown.
        let step: TimeInterval = view.components.contains(.date) ? 86_400 : 60
        return makeControl(view, behavior: DatePickerBehavior(selection: view.selection, range: view.range, step: step),
                           hiddenLabel: inputs.hidesLabels ? view.label : nil, inputs: inputs)
    }

    /// A date picker with any view as its label, showing the date and the time by default.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(), components: displayedComponents, label: label())
    }

    /// A date picker whose choices are within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound, upper: range.upperBound), components: displayedComponents, label: label())
    }

    /// A date picker whose choices are from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lower: range.lowerBound), components: displayedComponents, label: label())
    }

    /// A date picker whose choices are up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(upper: range.upperBound), components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: DateRange, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a text label: `DatePicker("Start", selection: $start)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker with a text label whose choices are within `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker with a text label whose choices are from `range`'s start on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker with a text label whose choices are up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker with a string as its label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker with a string as its label whose choices are within `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date that a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    /// A set of components from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute: `11:23 PM`.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year: `Jun 3, 2019`.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The dates a date picker may choose, either end open.
struct DateRange {
    var lower: Date?
    var upper: Date?

    func clamp(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }
}

/// The node of a date picker: `host.setDate(_:for:)` sets its date; `host.increment(_:)` and
/// `host.decrement(_:)` (the arrows of a live preview) move it by a step.
struct DatePickerBehavior: AdjustableBehavior {
    static let kind = "date picker"
    let selection: Binding<Date>
    let range: DateRange
    /// A day, or a minute when the picker shows only the time.
    let step: TimeInterval
    var isEnabled = true

    var traceLabel: String { "DatePicker" }

    /// Chooses `date`, kept within the picker's range.
    func setDate(_ date: Date) {
        selection.wrappedValue = range.clamp(date)
    }

    func setValue(_ value: Double) -> String? {
        "a date picker's value is a date, not a number; use setDate(_:for:)."
    }

    func increment() -> String? {
        setDate(selection.wrappedValue.addingTimeInterval(step))
        return nil
    }

    func decrement() -> String? {
        setDate(selection.wrappedValue.addingTimeInterval(-step))
        return nil
    }
}
