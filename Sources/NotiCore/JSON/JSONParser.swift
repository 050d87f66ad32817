/// Why a document is not valid JSON, and where.
package struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    package var reason: String
    /// 1-based line and column of the offending byte.
    package var line: Int
    package var column: Int

    package var description: String { "not valid JSON: \(reason) at line \(line), column \(column)" }
}

/// A strict RFC 8259 JSON parser over bytes: validates UTF-8, limits nesting depth, keeps numbers as written
/// and object keys in order. It never recurses without bound and never traps on input.
package struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    package static let defaultMaximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private let maximumDepth: Int

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON document (surrounding white space allowed, nothing else).
    package static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected text after the end of the document") }
        return value
    }

    /// Parses a JSON document held in a string.
    package static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    private func error(_ reason: String, at position: Int? = nil) -> JSONParseError {
        let end = min(position ?? index, bytes.count)
        var line = 1, column = 1
        for byte in bytes[0..<end] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONParseError(reason: reason, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character \(describe(byte))")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONParseError) {
        let literal = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + literal.count <= bytes.count, bytes[index..<(index + literal.count)].elementsEqual(literal) else {
            throw error("expected '\(word)'")
        }
        index += literal.count
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key: key, value: try parseValue(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"): index += 1; return .object(members)
            case nil: throw error("unexpected end of input inside an object")
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            case nil: throw error("unexpected end of input inside an array")
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    /// Steps over a comma between members; a comma with `close` next is refused at the comma's own line and column,
    /// naming it, since JSON (and so APNs and `simctl push`) allows no trailing comma (docs/rules/endpoint.md#payload-files).
    private mutating func skipComma(before close: UInt8) throws(JSONParseError) {
        let comma = index
        index += 1
        skipWhitespace()
        guard current == close else { return }
        index = comma
        throw error("a trailing comma before '\(Character(Unicode.Scalar(close)))': JSON allows none, and APNs and simctl push refuse it too; remove the comma")
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) { throw error("leading zeros are not allowed") }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return JSONNumber(literal: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        let opening = index
        index += 1
        // Most strings are plain ASCII with no escapes: taken whole, with no scalar-by-scalar building.
        let start = index
        while index < bytes.count, (0x20..<0x80).contains(bytes[index]), bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        if current == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView(String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
        while true {
            guard let byte = current else { throw error("unterminated string", at: opening) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error("control character \(describe(byte)) inside a string must be escaped")
            case 0x00..<0x80:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    return "\u{FFFD}"
                }
                let save = index
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { index = save; return "\u{FFFD}" }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw error("invalid escape '\\\(describe(byte))'", at: index - 1)
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Decodes one multi-byte UTF-8 sequence, rejecting overlongs, surrogates and truncation.
    private mutating func parseUTF8Scalar() throws(JSONParseError) -> Unicode.Scalar {
        let lead = bytes[index]
        let length: Int, minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
        default: throw error("invalid UTF-8 (\(describe(lead)))")
        }
        guard index + length <= bytes.count else { throw error("invalid UTF-8 (truncated sequence)") }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { throw error("invalid UTF-8 (\(describe(byte)))", at: index + offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw error("invalid UTF-8 (overlong or surrogate)") }
        index += length
        return scalar
    }
}
