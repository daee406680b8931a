import Foundation

/// A button that presents the share sheet for an item: SwiftUI's `ShareLink`, drawn as its
/// button is: by default the label "Share" with the share glyph (`square.and.arrow.up`), in
/// the tint. A terminal has no share sheet (no other apps to share with), so tapping it
/// (`host.tap("Share")`) reports a runtime warning naming the item instead, as a `Link`
/// reports the URL it cannot open.
public struct ShareLink<Label: View>: View {
    let item: String
    let label: Label

    /// A share link for `item` with a label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = item.absoluteString
        self.label = label()
    }

    /// A share link for the string `item` with a label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = item
        self.label = label()
    }

    public var body: some View {
        let item = item
        Button(action: {
            RuntimeWarning.report("ShareLink: a terminal has no share sheet; \"\(item)\" was not shared.")
        }) { label }
    }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    /// The default share link: "Share" and the share glyph.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// The default share link for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A share link titled `titleKey`, with the share glyph: `ShareLink("Send", item: url)`.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    /// A share link titled `titleKey` for a string.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}
