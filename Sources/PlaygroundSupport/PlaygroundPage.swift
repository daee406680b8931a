import SwiftUI
import TerminalPreview

/// The page of a playground, as Xcode's and Swift Playgrounds' `PlaygroundSupport` has it:
/// code written for a playground shows its view with `PlaygroundPage.current.setLiveView(view)`,
/// which here draws the view as `preview(_:)` does (`learn run`, the REPL).
public final class PlaygroundPage: @unchecked Sendable {
    /// The page the code runs on.
    public static let current = PlaygroundPage()

    /// Accepted: a program here runs until its code ends (or its timeout), so there is nothing
    /// to keep running; set, it changes nothing.
    public var needsIndefiniteExecution = false

    /// Shows `view` as the page's live view: drawn once, as `preview(_:)` draws it.
    public func setLiveView<V: View>(_ view: V) {
        preview(view)
    }

    /// Ends the program, as a playground's page stops running.
    public func finishExecution() -> Never {
        exit(0)
    }
}
