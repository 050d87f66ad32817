import NotiExtensions

/// Why a `.strings` file cannot be used: one line with the place when known (`12:7: expected ";" …`).
package struct StringsFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Reads a `.strings` table (`Localizable.strings`, `InfoPlist.strings`) in any of the forms Xcode ships it in:
/// the old text format (`"key" = "value";`, `/* */` and `//` comments, `\U` escapes, a key alone standing for
/// itself) in UTF-8 or UTF-16 (with or without a byte order mark), or a property list (binary or XML) of strings
/// (docs/rules/xcode.md#localisation).
package enum StringsFile {
    /// Files larger than this are refused before reading (the largest real tables are a few hundred KB).
    package static let maximumBytes = 10_000_000

    /// The table: key → text. A file with any error is refused whole, as iOS loads nothing from it.
    package static func parse(_ bytes: [UInt8]) throws(StringsFileError) -> [String: String] {
        if bytes.starts(with: Array("bplist".utf8)) || looksLikeXML(bytes) {
            let value: PlistValue
            do { value = try PropertyList.parse(bytes) } catch { throw StringsFileError(error.description) }
            guard case .dictionary(let members) = value else {
                throw StringsFileError("expected a dictionary of strings, got \(value.messageDescription)")
            }
            var table: [String: String] = [:]
            for (key, member) in members {
                guard let text = member.stringValue else { throw StringsFileError("\(key): expected a string, got \(member.messageDescription)") }
                table[key] = text
            }
            return table
        }
        return try parseText(utf8(bytes))
    }

    /// The text as UTF-8: UTF-16 by its byte order mark, or by a zero byte in the first pair (text files of keys
    /// start with a quote or a comment, never with a zero).
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        let littleEndian: Bool
        var start = 0
        if bytes.starts(with: [0xFF, 0xFE]) { littleEndian = true; start = 2 } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false; start = 2
        } else if bytes.count >= 2, bytes[1] == 0, bytes[0] != 0 { littleEndian = true } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
            littleEndian = false
        } else {
            return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let pair = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(littleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let start = text.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8)) || start.starts(with: Array("<!DOCTYPE".utf8))
    }

    /// `"key" = "value";` entries to the end of the text.
    static func parseText(_ bytes: [UInt8]) throws(StringsFileError) -> [String: String] {
        var scanner = ASCIIPlistScanner(bytes: bytes)
        var table: [String: String] = [:]
        do throws(ASCIIPlistError) {
            while true {
                try scanner.skipSpace()
                if scanner.atEnd { return table }
                let key = try scanner.key()
                try scanner.skipSpace()
                if !scanner.atEnd, scanner.current == UInt8(ascii: ";") {
                    scanner.position += 1
                    table[key] = key
                    continue
                }
                guard !scanner.atEnd, scanner.current == UInt8(ascii: "=") else {
                    throw scanner.error("expected \"=\" after the key \"\(key)\", found \(scanner.describeCurrent())")
                }
                scanner.position += 1
                try scanner.skipSpace()
                let start = scanner
                guard case .string(let text) = try scanner.value(depth: 0) else {
                    throw start.error("the value of \"\(key)\" is not a string")
                }
                try scanner.skipSpace()
                guard !scanner.atEnd, scanner.current == UInt8(ascii: ";") else {
                    throw scanner.error("expected \";\" after the value of \"\(key)\", found \(scanner.describeCurrent())")
                }
                scanner.position += 1
                table[key] = text
            }
        } catch {
            throw StringsFileError(error.description)
        }
    }
}
