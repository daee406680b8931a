import Foundation

private struct LabelsVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether controls draw their labels (iOS 18): `.hidden` under `labelsHidden()`, else
    /// `.automatic`, where each control draws its label as its style does.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view (a toggle, a stepper, a picker, a date
    /// picker): Apple, "the labels are still used for accessibility". Here a hidden label still
    /// names its control, so `:toggle "Dark mode"` finds it.
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }
}

/// A control's label on its leading side, taking the width the control leaves, as iOS lays out a
/// toggle, a stepper or a date picker; nothing when labels are hidden, so the control keeps only
/// its own width.
struct ControlLabel<Label: View>: View, ImplementationDetail {
    @Environment(\.labelsVisibility) private var labelsVisibility
    let label: Label

    init(_ label: Label) {
        self.label = label
    }

    var body: some View {
        if labelsVisibility != .hidden {
            label.frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

extension _ViewInputs {
    /// Whether a control's label is left out of its body, to be kept apart so it still names it.
    var hidesLabels: Bool { environment.labelsVisibility == .hidden }
}
