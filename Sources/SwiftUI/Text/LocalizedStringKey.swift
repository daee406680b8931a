import Foundation

/// The key of a localized string: what a string literal passed to `Text` becomes.
///
/// Interpolations are formatted as SwiftUI formats them: integers as plain digits, floating-point
/// numbers with `%lf` (six decimals, so prefer `\(value, specifier: "%.1f")` or `format:`), and
/// other values with `String(describing:)`. There are no localization tables: the key is the text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The text, its interpolations formatted.
    let key: String

    /// A key whose text is `value`.
    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
    }

    /// Builds the text of an interpolated string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a value: floating-point numbers with `%lf`, as SwiftUI does; others as they describe themselves.
        public mutating func appendInterpolation<T>(_ value: T) {
            switch value {
            case let number as Double: output += String(format: "%lf", number)
            case let number as Float: output += String(format: "%lf", Double(number))
            case let number as CGFloat: output += String(format: "%lf", Double(number))
            default: output += String(describing: value)
            }
        }

        /// Appends a number formatted with a `printf` specifier: `\(volume, specifier: "%.2f")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends a value formatted with a format style: `\(price, format: .number)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends a text's characters (its styles are not kept).
        public mutating func appendInterpolation(_ text: Text) {
            output += text.string
        }

        /// Appends an image's glyph.
        public mutating func appendInterpolation(_ image: Image) {
            output.append(image.glyph)
        }
    }
}
