import Foundation

/// A control that opens a URL when tapped (SwiftUI's `Link`).
///
/// Drawn as a button is, and styled by `buttonStyle(_:)` as in SwiftUI: by default its label in
/// the tint (the accent colour, as iOS draws links), at the label's own size. Tapping it (`host.tap("Docs")`, or a click in live
/// mode) calls the environment's `openURL` action with its destination; the default action in a
/// terminal reports the URL as a runtime warning instead of opening a browser.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` with a label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let (openURL, destination) = (openURL, destination)
        Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// A link titled `titleKey`: `Link("Docs", destination: url)`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with the string `title` (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
