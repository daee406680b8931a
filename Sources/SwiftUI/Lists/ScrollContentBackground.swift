import Foundation

extension View {
    /// Hides (or shows) the background of the scrollable views inside this view: a `List`'s or
    /// `Form`'s grouped grey, a `TextEditor`'s, so that a `.background` behind them shows.
    ///
    /// Accepted: a terminal draws no background behind a list, a form or an editor (a section
    /// is outlined where iOS fills it, docs/deviations.md), so what `.hidden` reveals, a
    /// background behind the list, is already what shows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        self
    }
}
