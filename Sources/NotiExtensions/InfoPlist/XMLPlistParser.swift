import Foundation
import NotiCore

/// A strict reader for Apple's XML property-list format over UTF-8 bytes. It knows only the plist
/// vocabulary (plist, dict, key, array, string, integer, real, true, false, date, data), limits nesting,
/// and reports the line of the first problem. It never traps on input. A key given twice in one dictionary is
/// read as Apple's reader reads it (the last value stays) and noted as a warning.
struct XMLPlistParser {
    private let bytes: [UInt8]
    private var index = 0
    /// Warnings about what was read the way iOS reads it rather than refused, by key path.
    private var warnings: [Diagnostic] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one XML plist document.
    static func parse(_ bytes: [UInt8]) throws(PlistParseError) -> PlistDocument {
        var parser = XMLPlistParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw PlistParseError("not a property list: the XML is not valid UTF-8")
        }
        try parser.skipMisc()
        var tag = try parser.readStartTag()
        let wrapped = tag.name == "plist"
        if wrapped {
            guard !tag.selfClosing else { throw parser.error("<plist/> holds no value") }
            try parser.skipMisc()
            tag = try parser.readStartTag()
        }
        let value = try parser.parseValue(tag, depth: 1, path: "")
        if wrapped {
            try parser.skipMisc()
            try parser.expectEndTag("plist")
        }
        try parser.skipMisc()
        guard parser.index >= bytes.count else { throw parser.error("unexpected content after the end of the plist") }
        return PlistDocument(value: value, warnings: parser.warnings)
    }

    private struct Tag { var name: String; var selfClosing: Bool }

    private func error(_ reason: String) -> PlistParseError {
        PlistParseError("XML plist line \(line(at: index)): \(reason)")
    }

    /// The line of byte `offset`, from 1.
    private func line(at offset: Int) -> Int { bytes[0..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func hasPrefix(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return bytes.count - index >= pattern.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    private mutating func skipWhitespace() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    /// Skips to just after `terminator`, or fails with `what` when it never comes.
    private mutating func skip(past terminator: String, what: String) throws(PlistParseError) {
        while index < bytes.count {
            if hasPrefix(terminator) { index += terminator.utf8.count; return }
            index += 1
        }
        throw error("\(what) is not closed")
    }

    /// Skips white space, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(PlistParseError) {
        while true {
            skipWhitespace()
            if hasPrefix("<!--") { try skip(past: "-->", what: "a comment") }
            else if hasPrefix("<?") { try skip(past: "?>", what: "a processing instruction") }
            else if hasPrefix("<!DOCTYPE") { try skipDoctype() }
            else { return }
        }
    }

    private mutating func skipDoctype() throws(PlistParseError) {
        var bracketDepth = 0
        while let byte = current {
            index += 1
            if byte == UInt8(ascii: "[") { bracketDepth += 1 }
            else if byte == UInt8(ascii: "]") { bracketDepth -= 1 }
            else if byte == UInt8(ascii: ">"), bracketDepth <= 0 { return }
        }
        throw error("the DOCTYPE is not closed")
    }

    private mutating func readName() -> String {
        let start = index
        while let byte = current, byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"),
              ![0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readStartTag() throws(PlistParseError) -> Tag {
        guard current == UInt8(ascii: "<") else {
            throw current == nil ? error("unexpected end of the document") : error("expected an element")
        }
        guard !hasPrefix("</") else { throw error("unexpected closing tag") }
        index += 1
        let name = readName()
        guard !name.isEmpty else { throw error("an element has no name") }
        // Attributes are allowed (e.g. `version="1.0"`) and ignored.
        while let byte = current, byte != UInt8(ascii: ">") {
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                return Tag(name: name, selfClosing: true)
            }
            index += 1
        }
        guard current != nil else { throw error("the <\(name)> tag is not closed") }
        index += 1
        return Tag(name: name, selfClosing: false)
    }

    private mutating func expectEndTag(_ name: String) throws(PlistParseError) {
        guard hasPrefix("</") else { throw error("expected </\(name)>") }
        index += 2
        let found = readName()
        skipWhitespace()
        guard found == name, current == UInt8(ascii: ">") else { throw error("expected </\(name)>, found </\(found)>") }
        index += 1
    }

    /// The value of the element `tag` opened, found at key path `path`.
    private mutating func parseValue(_ tag: Tag, depth: Int, path: String) throws(PlistParseError) -> PlistValue {
        guard depth <= PropertyList.maximumDepth else {
            throw error("nesting deeper than \(PropertyList.maximumDepth) levels")
        }
        switch tag.name {
        case "dict": return try parseDictionary(tag, depth: depth, path: path)
        case "array": return try parseArray(tag, depth: depth, path: path)
        case "string": return .string(try readText(tag))
        case "integer":
            let text = try readText(tag).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = Self.integer(text) else { throw error("<integer> holds \"\(text)\", not an integer that fits 64 bits") }
            return .integer(value)
        case "real":
            let text = try readText(tag).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = Double(text) else { throw error("<real> holds \"\(text)\", not a number") }
            return .real(value)
        case "true", "false":
            if !tag.selfClosing {
                skipWhitespace()
                try expectEndTag(tag.name)
            }
            return .bool(tag.name == "true")
        case "date":
            let text = try readText(tag).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let date = ISO8601Date.parse(text) else { throw error("<date> holds \"\(text)\", not YYYY-MM-DDTHH:MM:SSZ") }
            return .date(date)
        case "data":
            let text = try readText(tag).filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: text) else { throw error("<data> is not valid base64") }
            return .data(Array(data))
        default:
            throw error("unknown element <\(tag.name)>")
        }
    }

    private mutating func parseDictionary(_ tag: Tag, depth: Int, path: String) throws(PlistParseError) -> PlistValue {
        var members: [String: PlistValue] = [:]
        if tag.selfClosing { return .dictionary(members) }
        while true {
            try skipMisc()
            if hasPrefix("</") { try expectEndTag("dict"); return .dictionary(members) }
            let keyTag = try readStartTag()
            guard keyTag.name == "key" else { throw error("expected <key> in <dict>, found <\(keyTag.name)>") }
            let key = try readText(keyTag)
            try skipMisc()
            guard !hasPrefix("</") else { throw error("key \"\(key)\" has no value") }
            let valueTag = try readStartTag()
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            let valueStart = index
            let value = try parseValue(valueTag, depth: depth + 1, path: keyPath)
            if let earlier = members[key] {
                warnings.append(.warning(keyPath, "appears twice in one dictionary (again on line \(line(at: valueStart))); iOS's property-list reader "
                    + "keeps the last one, \(value.messageDescription), and drops \(earlier.messageDescription)"))
            }
            members[key] = value
        }
    }

    private mutating func parseArray(_ tag: Tag, depth: Int, path: String) throws(PlistParseError) -> PlistValue {
        var elements: [PlistValue] = []
        if tag.selfClosing { return .array(elements) }
        while true {
            try skipMisc()
            if hasPrefix("</") { try expectEndTag("array"); return .array(elements) }
            elements.append(try parseValue(try readStartTag(), depth: depth + 1, path: "\(path)[\(elements.count)]"))
        }
    }

    /// Reads character data up to the element's end tag, decoding entities and CDATA sections.
    private mutating func readText(_ tag: Tag) throws(PlistParseError) -> String {
        if tag.selfClosing { return "" }
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw error("<\(tag.name)> is not closed") }
            if hasPrefix("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "a CDATA section")
                text += bytes[start..<index - 3]
            } else if hasPrefix("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if byte == UInt8(ascii: "<") {
                try expectEndTag(tag.name)
                return String(decoding: text, as: UTF8.self)
            } else if byte == UInt8(ascii: "&") {
                text += Array(try readEntity().utf8)
            } else {
                text.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEntity() throws(PlistParseError) -> String {
        let start = index
        while let byte = current, byte != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard current == UInt8(ascii: ";") else { throw error("an entity (&…;) is not closed") }
        let name = String(decoding: bytes[start + 1..<index], as: UTF8.self)
        index += 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let code: UInt32?
            if name.hasPrefix("#x") { code = UInt32(name.dropFirst(2), radix: 16) }
            else if name.hasPrefix("#") { code = UInt32(name.dropFirst(1)) }
            else { code = nil }
            guard let code, let scalar = Unicode.Scalar(code) else { throw error("unknown entity &\(name);") }
            return String(Character(scalar))
        }
    }

    /// Decimal or `0x` hexadecimal, with an optional sign.
    private static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" { negative = sign == "-"; digits = digits.dropFirst() }
        let magnitude: UInt?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { magnitude = UInt(digits.dropFirst(2), radix: 16) }
        else { magnitude = UInt(digits) }
        // Int.min's magnitude is one more than Int.max's.
        guard let magnitude, magnitude <= (negative ? Int.min.magnitude : UInt(Int.max)) else { return nil }
        return negative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ`, the only date form XML plists use.
enum ISO8601Date {
    static func parse(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int($0) }
        guard text.hasSuffix("Z"), text.count == 20, parts.count == 6 else { return nil }
        let (y, m, d) = (parts[0], parts[1], parts[2])
        guard (1...12).contains(m), (1...31).contains(d), (0...23).contains(parts[3]),
              (0...59).contains(parts[4]), (0...60).contains(parts[5]) else { return nil }
        let days = daysFromCivil(year: y, month: m, day: d)
        return Date(timeIntervalSince1970: Double(days * 86_400 + parts[3] * 3600 + parts[4] * 60 + parts[5]))
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
