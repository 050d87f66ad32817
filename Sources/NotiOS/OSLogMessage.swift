/// A logger's message (Apple's `OSLogMessage`), written as a string literal with interpolated values whose privacy,
/// format and alignment the interpolation gives.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    /// A message of fixed text.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// A message with interpolated values.
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// The text the event log shows: literals as written, each value formatted, aligned and, if private, redacted.
    var rendered: String { interpolation.pieces.map { $0() }.joined() }
}

/// The interpolations a logger's message accepts (Apple's `OSLogInterpolation`): strings, values described by
/// `CustomStringConvertible`, integers, floating-point numbers, Booleans and metatypes, each with `privacy:` and,
/// where Apple has them, `format:` and `align:`. Values are evaluated when the message is written, not when a log
/// is disabled.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var pieces: [() -> String] = []

    /// An empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Fixed text of the message.
    public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }

    /// A string, redacted unless public.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(scalar: false, privacy) { align.apply(to: argumentString()) }
    }

    /// A value's description, redacted unless public; disfavoured, so that an integer is written as one (shown).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(scalar: false, privacy) { align.apply(to: value().description) }
    }

    /// A type's name, redacted unless public.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(scalar: false, privacy) { align.apply(to: String(reflecting: value())) }
    }

    /// An integer in `format`, shown unless private.
    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(scalar: true, privacy) { align.apply(to: format.format(number())) }
    }

    /// A `Double` in `format` (six decimals by default, as `%f`), shown unless private.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(scalar: true, privacy) { align.apply(to: format.format(number())) }
    }

    /// A `Float` in `format` (six decimals by default, as `%f`), shown unless private.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(scalar: true, privacy) { align.apply(to: format.format(Double(number()))) }
    }

    /// A Boolean as `true`/`false` (or `YES`/`NO` with `.answer`), shown unless private.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        append(scalar: true, privacy) { format.format(boolean()) }
    }

    private mutating func append(scalar: Bool, _ privacy: OSLogPrivacy, _ text: @escaping () -> String) {
        pieces.append { privacy.shows(scalar: scalar) ? text() : privacy.redacted(text()) }
    }
}
