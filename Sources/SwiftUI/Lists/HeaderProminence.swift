import Foundation

/// How prominent a section header is (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable {
    /// The style's header: small, grey, in capitals in a grouped list (as before iOS 26).
    case standard
    /// A larger header: in the primary colour, bold as a headline, not capitalised, as UIKit's
    /// `prominentInsetGroupedHeader()` configuration draws it.
    case increased
}

extension View {
    /// Sets the prominence of the section headers in this view: `.headerProminence(.increased)`
    /// on a `Section` (or the `List`) draws its header larger and darker (Apple's documentation
    /// of `headerProminence(_:)`).
    public func headerProminence(_ prominence: Prominence) -> some View {
        transformEnvironment(\.headerProminence) { $0 = prominence }
            .transformEnvironment(\.listHeaderStyle) { $0 = prominence }
    }
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

private struct IsListSectionHeaderKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The prominence of section headers here; `.standard` by default (Apple's documentation).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Whether this is the content of a list's section header.
    var isListSectionHeader: Bool {
        get { self[IsListSectionHeaderKey.self] }
        set { self[IsListSectionHeaderKey.self] = newValue }
    }

    /// Sets the header prominence, restyling a list's section header that is already styled
    /// when `headerProminence(_:)` is applied to the section inside the list (whose header's
    /// style the row set first).
    fileprivate var listHeaderStyle: Prominence {
        get { headerProminence }
        set {
            headerProminence = newValue
            applyHeaderProminence()
        }
    }

    /// A list's section header in increased prominence: a headline in the primary colour, as
    /// written. Elsewhere, or in standard prominence, nothing changes.
    mutating func applyHeaderProminence() {
        guard isListSectionHeader, headerProminence == .increased else { return }
        font = .headline
        foregroundStyle = nil
        textCase = nil
    }
}
