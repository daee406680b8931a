/// How the value of an expression the learner typed is shown.
package enum Presentation: Equatable, Sendable {
    /// A view, drawn: exactly `TerminalHost(rootView:proposal:).render()` at the session's
    /// proposal, or `render(colors:)` when the settings ask for colours.
    case picture(String)
    /// Any other value, printed as Swift's REPL does: `$R0: Int = 5`.
    case value(String)
}
