import Foundation

extension Text {
    /// A case that `textCase(_:)` shows text in.
    public enum Case: Hashable, Sendable {
        /// Capitals, by the rules of the environment's locale.
        case uppercase
        /// Small letters, by the rules of the environment's locale.
        case lowercase
    }

    /// This text as `textCase` shows it: every run in capitals or small letters, by the rules
    /// of `locale`; as written when `textCase` is `nil`.
    func cased(_ textCase: Case?, locale: Locale) -> Text {
        guard let textCase else { return self }
        return Text(runs: runs.map { run in
            var cased = run
            cased.string = switch textCase {
            case .uppercase: run.string.uppercased(with: locale)
            case .lowercase: run.string.lowercased(with: locale)
            }
            return cased
        })
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case that text in this view is shown in; `nil`, the default, shows it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows every text in this view in capitals or small letters (`nil` as written), as a
    /// section header does. The text is measured as it is shown, so `.uppercase` can make it
    /// wider; the strings themselves are unchanged.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
