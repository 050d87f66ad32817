import Foundation

// Foundation's localized strings (iOS 15) for extension code: looked up in the extension's own tables
// (``ExtensionStrings``) by the key Xcode extracts (`%@` for a string, `%lld` for an integer, `%lf` for a `Double`);
// a key the tables lack answers its development-language text with its interpolated values, as on iOS
// (docs/rules/apple-frameworks.md#localized-strings-in-extension-code).

extension String {
    /// A localizable string whose key is its development-language text, with interpolated values (Foundation).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The text with its interpolated values.
        let text: String
        /// The key Xcode extracts: the literal parts with a format specifier for each interpolation.
        let key: String
        /// The interpolated values, in order.
        let arguments: [Argument]

        /// One interpolated value.
        enum Argument: Hashable, Sendable {
            case string(String), integer(Int64), double(Double)

            var cVarArg: any CVarArg {
                switch self {
                case .string(let text): NSString(string: text)
                case .integer(let number): number
                case .double(let number): number
                }
            }
        }

        /// A value with no interpolations.
        public init(_ value: String) { text = value; key = value; arguments = [] }

        /// A value written as a string literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// A value written with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text; key = stringInterpolation.key; arguments = stringInterpolation.arguments
        }

        /// The text of the extension's tables for ``key``, filled in with the values; nil when they lack it.
        var localized: String? {
            guard let format = ExtensionStrings.shared.text(forKey: key) else { return nil }
            if let plural = ExtensionStrings.shared.plural(forFormat: format) {
                return plural.formatted(arguments.map(\.cVarArg), language: ExtensionStrings.shared.language)
            }
            return arguments.isEmpty ? format : String(format: format, arguments: arguments.map(\.cVarArg))
        }

        /// The literal parts and interpolated values of a localization value, in order.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var text = ""
            var key = ""
            var arguments: [Argument] = []

            /// An empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

            /// Appends a literal part.
            public mutating func appendLiteral(_ literal: String) { text += literal; key += literal }

            /// Appends a string.
            public mutating func appendInterpolation<Text: StringProtocol>(_ string: Text) {
                text += string; key += "%@"; arguments.append(.string(String(string)))
            }

            /// Appends an integer in decimal.
            public mutating func appendInterpolation<Integer: BinaryInteger>(_ number: Integer) {
                text += String(number); key += "%lld"; arguments.append(.integer(Int64(number)))
            }

            /// Appends a floating-point number as Swift describes it.
            public mutating func appendInterpolation(_ number: Double) { text += String(number); key += "%lf"; arguments.append(.double(number)) }
        }
    }

    /// The localized text of `keyAndValue` (Foundation): the extension's `Localizable` table's text (another table has
    /// none here), else the development-language text, interpolations filled in.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = (table ?? "Localizable") == "Localizable" ? keyAndValue.localized ?? keyAndValue.text : keyAndValue.text
    }

    /// The localized text of `key` (Foundation, iOS 16): the extension's `Localizable` table's text, else `defaultValue`.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let text = (table ?? "Localizable") == "Localizable" ? ExtensionStrings.shared.text(forKey: "\(key)") : nil
        self = text.map { defaultValue.arguments.isEmpty ? $0 : String(format: $0, arguments: defaultValue.arguments.map(\.cVarArg)) } ?? defaultValue.text
    }
}
