import Foundation

// Foundation's `String(localized:)` (macOS 12, iOS 15) is not in Linux's Foundation; SwiftUI code
// uses it for text it shows. There are no translations here, so a string is its key, or its
// default value, as an app shows text it has no translation for.
extension String {
    /// The string `keyAndValue`, as an app that has no translation for it shows it.
    public init(localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue
    }

    /// The string `defaultValue`, as an app that has no translation for `key` shows it.
    public init(localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue
    }
}
