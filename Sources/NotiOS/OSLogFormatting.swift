import Foundation

/// How a logger's message pads an interpolated value (Apple's `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leftAligned: true) }
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leftAligned: false) }

    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftAligned ? text + padding : padding + text
    }
}

/// How a logger's message writes an interpolated integer (Apple's `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal digits.
    public static let decimal = decimal()
    /// Hexadecimal digits, lowercase, without a prefix.
    public static let hex = hex()
    /// Octal digits, without a prefix.
    public static let octal = octal()

    /// Decimal digits, with `+` before a positive number if asked, zero-padded to `minDigits`.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }

    /// Hexadecimal digits, with `0x` if `includePrefix`, uppercase if asked, zero-padded to `minDigits`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    /// Octal digits, with `0` if `includePrefix`, zero-padded to `minDigits`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ number: T) -> String {
        let digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        let padded = String(repeating: "0", count: max(0, minDigits - digits.count)) + digits
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0" : "") : ""
        let sign = number < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + padded
    }
}

/// How a logger's message writes an interpolated floating-point number (Apple's `OSLogFloatFormatting`), as the C
/// conversions `%f`, `%e` and `%g` do.
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool

    /// Fixed-point with six decimals (`%f`).
    public static let fixed = fixed()
    /// Exponential notation (`%e`).
    public static let exponential = exponential()
    /// Fixed-point or exponential, whichever is shorter (`%g`).
    public static let hybrid = hybrid()

    /// Fixed-point with `precision` decimals.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    /// Fixed-point with six decimals.
    public static func fixed(explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    /// Exponential notation with `precision` decimals.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "E" : "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    /// Exponential notation.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "E" : "e", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    /// Fixed-point or exponential with `precision` significant digits.
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "G" : "g", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    /// Fixed-point or exponential, whichever is shorter.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: uppercase ? "G" : "g", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    func format(_ number: Double) -> String {
        let specifier = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\(max(0, $0))" } ?? "") + String(conversion)
        return String(format: specifier, number)
    }
}

/// How a logger's message writes an interpolated Boolean (Apple's `OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
