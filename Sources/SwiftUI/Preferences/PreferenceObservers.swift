import Foundation

/// The `onPreferenceChange` watchers of one view graph, asked after each layout which values
/// changed. Each lives as long as its modifier does.
struct PreferenceObservers {
    private var observers: [WeakPreferenceObserver] = []

    mutating func observe(_ observer: PreferenceObserving) {
        observers.removeAll { $0.observer == nil }
        if !observers.contains(where: { $0.observer === observer }) {
            observers.append(WeakPreferenceObserver(observer: observer))
        }
    }

    /// The actions of the preferences whose values changed. When the update has gone on for
    /// too many rounds, a changed preference is reported with SwiftUI's warning instead.
    func changedActions(warningAfterRound isTooLate: Bool) -> [() -> Void] {
        let changed = observers.compactMap(\.observer).compactMap { observer in observer.valueChanged().map { (observer, $0) } }
        guard isTooLate else { return changed.map(\.1) }
        for (observer, _) in changed {
            RuntimeWarning.report("Bound preference \(observer.keyName) tried to update multiple times per frame.")
        }
        return []
    }
}
