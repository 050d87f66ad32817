import Foundation

// Foundation's localized strings (iOS 15) for extension code. *Decision:* the extension's process has no strings
// tables of its own, so the text answered is the development language's: the key with its interpolated values,
// which is what iOS answers for a key its tables lack (docs/rules/apple-frameworks.md#localized-strings-in-extension-code).

extension String {
    /// A localizable string whose key is its development-language text, with interpolated values (Foundation).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The text with its interpolated values.
        let text: String

        /// A value with no interpolations.
        public init(_ value: String) { text = value }

        /// A value written as a string literal.
        public init(stringLiteral value: String) { text = value }

        /// A value written with interpolations.
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        /// The literal parts and interpolated values of a localization value, in order.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""

            /// An empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

            /// Appends a literal part.
            public mutating func appendLiteral(_ literal: String) { text += literal }

            /// Appends a string.
            public mutating func appendInterpolation<Text: StringProtocol>(_ string: Text) { text += string }

            /// Appends an integer in decimal.
            public mutating func appendInterpolation<Integer: BinaryInteger>(_ number: Integer) { text += String(number) }

            /// Appends a floating-point number as Swift describes it.
            public mutating func appendInterpolation(_ number: Double) { text += String(number) }
        }
    }

    /// The localized text of `keyAndValue` (Foundation): here its development-language text, interpolations filled in.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// The localized text of `key` (Foundation, iOS 16): here `defaultValue`, as for a key the tables lack.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }
}
