import NotiExtensions

/// Why bytes are not a readable old-style (OpenStep) ASCII property list.
package struct ASCIIPlistError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line of the offending character.
    package var line: Int
    /// 1-based column (in characters) of the offending character.
    package var column: Int
    /// What is wrong there.
    package var reason: String

    /// `12:7: expected ";" after the value of "isa"`.
    package var description: String { "\(line):\(column): \(reason)" }
}

/// Reads the old-style ASCII property list format Xcode writes `project.pbxproj` in: `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, quoted and unquoted strings, `<0fbd 7a>` data, `/* */` and `//` comments.
/// Every value comes back as a `PlistValue` (strings, data, arrays, dictionaries; the format has no numbers).
package enum ASCIIPlist {
    /// Deepest nesting of arrays and dictionaries accepted (the same bound as the XML and binary readers).
    package static let maximumDepth = PropertyList.maximumDepth

    /// Parses one value, which must be followed by nothing but white space and comments.
    package static func parse(_ bytes: [UInt8]) throws(ASCIIPlistError) -> PlistValue {
        var parser = ASCIIPlistScanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        try parser.skipSpace()
        guard !parser.atEnd else { throw parser.error("expected a value, found the end of the file") }
        let value = try parser.value(depth: 0)
        try parser.skipSpace()
        guard parser.atEnd else { throw parser.error("unexpected \(parser.describeCurrent()) after the top-level value") }
        return value
    }
}

/// The cursor over the bytes; one method per grammar rule.
struct ASCIIPlistScanner {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position >= bytes.count }
    var current: UInt8 { bytes[position] }

    /// Characters an unquoted string may hold (CoreFoundation's set: letters, digits and `_$/:.-`).
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    mutating func value(depth: Int) throws(ASCIIPlistError) -> PlistValue {
        guard !atEnd else { throw error("expected a value, found the end of the file") }
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < ASCIIPlist.maximumDepth else {
                throw error("nesting deeper than \(ASCIIPlist.maximumDepth) dictionaries and arrays")
            }
            return current == UInt8(ascii: "{") ? try dictionary(depth: depth + 1) : try array(depth: depth + 1)
        case UInt8(ascii: "<"): return .data(try data())
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quotedString())
        default:
            guard Self.isUnquoted(current) else { throw error("expected a value, found \(describeCurrent())") }
            return .string(unquotedString())
        }
    }

    private mutating func dictionary(depth: Int) throws(ASCIIPlistError) -> PlistValue {
        position += 1
        var members: [String: PlistValue] = [:]
        while true {
            try skipSpace()
            guard !atEnd else { throw error("unterminated dictionary: expected \"}\", found the end of the file") }
            if current == UInt8(ascii: "}") { position += 1; return .dictionary(members) }
            let key = try key()
            try skipSpace()
            guard !atEnd, current == UInt8(ascii: "=") else { throw error("expected \"=\" after the key \"\(key)\", found \(describeCurrent())") }
            position += 1
            try skipSpace()
            let member = try value(depth: depth)
            try skipSpace()
            guard !atEnd, current == UInt8(ascii: ";") else {
                throw error("expected \";\" after the value of \"\(key)\", found \(describeCurrent())")
            }
            position += 1
            members[key] = member
        }
    }

    private mutating func array(depth: Int) throws(ASCIIPlistError) -> PlistValue {
        position += 1
        var elements: [PlistValue] = []
        while true {
            try skipSpace()
            guard !atEnd else { throw error("unterminated array: expected \")\", found the end of the file") }
            if current == UInt8(ascii: ")") { position += 1; return .array(elements) }
            elements.append(try value(depth: depth))
            try skipSpace()
            guard !atEnd else { throw error("unterminated array: expected \",\" or \")\", found the end of the file") }
            if current == UInt8(ascii: ",") { position += 1; continue }
            guard current == UInt8(ascii: ")") else { throw error("expected \",\" or \")\" after an array element, found \(describeCurrent())") }
        }
    }

    mutating func key() throws(ASCIIPlistError) -> String {
        if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") { return try quotedString() }
        guard Self.isUnquoted(current) else { throw error("expected a key or \"}\", found \(describeCurrent())") }
        return unquotedString()
    }

    private mutating func unquotedString() -> String {
        let start = position
        while !atEnd, Self.isUnquoted(current) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func data() throws(ASCIIPlistError) -> [UInt8] {
        position += 1
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            try skipSpace()
            guard !atEnd else { throw error("unterminated data: expected \">\", found the end of the file") }
            if current == UInt8(ascii: ">") {
                guard high == nil else { throw error("data has an odd number of hex digits") }
                position += 1
                return result
            }
            guard let nibble = Self.hexValue(current) else { throw error("expected a hex digit or \">\" in data, found \(describeCurrent())") }
            position += 1
            if let first = high { result.append(first << 4 | nibble); high = nil } else { high = nibble }
        }
    }

    private mutating func quotedString() throws(ASCIIPlistError) -> String {
        let quote = current
        let opening = position
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flushRun(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        while true {
            guard !atEnd else {
                position = opening
                throw error("unterminated string: no closing \(quote == UInt8(ascii: "\"") ? "\"" : "'") before the end of the file")
            }
            let byte = current
            if byte == quote {
                flushRun(position)
                position += 1
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            flushRun(position)
            position += 1
            guard !atEnd else { continue }
            scalars.append(try escape())
            runStart = position
        }
    }

    /// The character after a backslash (the backslash already consumed).
    private mutating func escape() throws(ASCIIPlistError) -> Unicode.Scalar {
        let byte = current
        position += 1
        switch byte {
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "U"):
            // \U followed by up to four hex digits: one UTF-16 code unit.
            var code: UInt32 = 0
            var digits = 0
            while digits < 4, !atEnd, let nibble = Self.hexValue(current) { code = code << 4 | UInt32(nibble); position += 1; digits += 1 }
            guard digits > 0 else { throw error("expected hex digits after \\U") }
            guard let scalar = Unicode.Scalar(code) else {
                position -= digits
                throw error("\\U\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair, not a character")
            }
            return scalar
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits: a byte, read as Latin-1 (docs/rules/xcode.md#xcode-projects).
            var code = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(current) {
                code = code << 3 | UInt32(current - UInt8(ascii: "0")); position += 1; digits += 1
            }
            return Unicode.Scalar(UInt8(truncatingIfNeeded: code))
        default:
            // Any other character stands for itself (\" \' \\ and a backslash before a newline).
            position -= 1
            let start = position
            position += 1
            while !atEnd, current & 0xC0 == 0x80 { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        }
    }

    /// Skips white space, `/* … */` and `// …` comments.
    mutating func skipSpace() throws(ASCIIPlistError) {
        while !atEnd {
            switch current {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                let opening = position
                position += 2
                while position + 1 < bytes.count, !(current == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                guard position + 1 < bytes.count else { position = opening; throw error("unterminated comment: no \"*/\" before the end of the file") }
                position += 2
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while !atEnd, current != 0x0A, current != 0x0D { position += 1 }
            default: return
            }
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The current character for a message: `"}"`, `the byte 0x07`, `the end of the file`.
    func describeCurrent() -> String {
        guard !atEnd else { return "the end of the file" }
        let byte = current
        if byte >= 0x21, byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// An error at the current position, with its line and column.
    func error(_ reason: String) -> ASCIIPlistError {
        var line = 1
        var column = 1
        var index = 0
        let end = min(position, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return ASCIIPlistError(line: line, column: column, reason: reason)
    }
}
