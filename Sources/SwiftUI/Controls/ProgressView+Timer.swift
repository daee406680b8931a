import Foundation

extension ProgressView {
    /// A bar that follows the host's clock through `timerInterval` (SwiftUI's
    /// `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`): when `countsDown`
    /// (the default) it starts full and empties as time passes, as Apple documents; otherwise it
    /// fills. It is drawn again at each whole second of the interval (`:advance`, `advance(by:)`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true,
                @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fractionCompleted: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with a label above it and the time left (or gone, when it counts up) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with the time left (or gone) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The current value's label of a timer progress view: the time left as a timer text
/// (`Text(timerInterval:countsDown:)`), `0:42`.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    /// The moment the timer progress view is drawn at, so that the label and the bar agree.
    var shownAt: Date?

    /// A timer text of the interval.
    public var body: some View { Text(timerInterval: interval, pauseTime: shownAt, countsDown: countsDown) }
}

/// A timer progress view: a timeline of the whole seconds from the interval's start, each
/// drawing the progress view at that moment's fraction.
struct TimerProgress<Label: View, CurrentValueLabel: View>: View {
    let view: ProgressView<Label, CurrentValueLabel>
    let interval: ClosedRange<Date>
    let countsDown: Bool

    var body: some View {
        TimelineView(SecondsSchedule(anchor: interval.lowerBound)) { context in
            ProgressView(fractionCompleted: fraction(at: context.date), label: view.label,
                         currentValueLabel: currentValueLabel(at: context.date))
        }
    }

    /// The default label shows the time at the timeline's moment, as the bar does.
    private func currentValueLabel(at date: Date) -> CurrentValueLabel {
        guard var label = view.currentValueLabel as? DefaultDateProgressLabel else { return view.currentValueLabel }
        label.shownAt = date
        return label as! CurrentValueLabel
    }

    private func fraction(at date: Date) -> Double {
        let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard duration > 0 else { return 1 }
        let elapsed = min(1, max(0, date.timeIntervalSince(interval.lowerBound) / duration))
        return countsDown ? 1 - elapsed : elapsed
    }
}

extension TimerProgress: ImplementationDetail {}

extension DefaultDateProgressLabel: ImplementationDetail {}
