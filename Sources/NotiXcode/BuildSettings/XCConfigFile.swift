/// One meaningful line of an `.xcconfig` file.
package enum XCConfigLine: Sendable, Hashable {
    /// `#include "path"` (`optional` for `#include?`, which is silent when the file is missing).
    case include(path: String, optional: Bool, line: Int)
    /// `KEY = value` or `KEY[sdk=iphoneos*] = value`.
    case assignment(BuildSettingAssignment)
}

/// A build setting assignment, from an `.xcconfig` line or a `buildSettings` entry.
package struct BuildSettingAssignment: Sendable, Hashable {
    /// The setting's name, e.g. `PRODUCT_BUNDLE_IDENTIFIER`.
    package var name: String
    /// `[sdk=iphoneos*]`-style conditions as (parameter, pattern) pairs; empty = unconditional.
    package var conditions: [(String, String)]
    /// The value as written, references unexpanded.
    package var value: String

    package init(name: String, conditions: [(String, String)] = [], value: String) {
        self.name = name; self.conditions = conditions; self.value = value
    }

    /// Reads a key as Xcode writes it in `buildSettings` or an `.xcconfig`: `NAME` or `NAME[param=pattern]…`.
    package init?(key: String, value: String) {
        let parts = XCConfigFile.trimmed(Array(key.utf8)[...]).split(separator: UInt8(ascii: "["), omittingEmptySubsequences: false)
        let name = String(decoding: XCConfigFile.trimmed(parts[0]), as: UTF8.self)
        guard !name.isEmpty, Self.isName(name) else { return nil }
        var conditions: [(String, String)] = []
        for part in parts.dropFirst() {
            guard part.last == UInt8(ascii: "]"), let equals = part.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            conditions.append((String(decoding: part[..<equals], as: UTF8.self), String(decoding: part[(equals + 1)..<(part.endIndex - 1)], as: UTF8.self)))
        }
        self.init(name: name, conditions: conditions, value: value)
    }

    /// Whether `name` is made of letters, digits and `_` (checked byte by byte when it is ASCII, as names are).
    static func isName(_ name: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.name == b.name && a.value == b.value && a.conditions.map { [$0.0, $0.1] } == b.conditions.map { [$0.0, $0.1] }
    }
    package func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(value) }

    /// Whether every condition holds for `parameters` (`sdk`, `arch`, `config`); `*` in a pattern matches any run.
    package func applies(to parameters: [String: String]) -> Bool {
        conditions.allSatisfy { parameter, pattern in parameters[parameter].map { Self.glob(pattern, matches: $0) } ?? false }
    }

    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1 else { return pattern == text }
        guard text.hasPrefix(pieces[0]), text.hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = Substring(text.dropFirst(pieces[0].count))
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= pieces[pieces.count - 1].count
    }
}

/// Reads the text of an `.xcconfig` file.
package enum XCConfigFile {
    /// The file's lines, and one message per line that is neither blank, a comment, an include nor an assignment.
    /// Lines end with LF or CRLF. Read as UTF-8 bytes: every character the syntax gives a meaning to is ASCII, so
    /// nothing is split into grapheme clusters (which made a large file cost milliseconds).
    package static func parse(_ text: String) -> (lines: [XCConfigLine], problems: [String]) {
        var lines: [XCConfigLine] = []
        var problems: [String] = []
        let bytes = Array(text.utf8)
        var number = 0
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            number += 1
            let line = trimmed(withoutComment(bytes[start..<end]))
            start = end + 1
            if line.isEmpty { continue }
            if line.starts(with: includeDirective) {
                let rest = line.dropFirst(includeDirective.count)
                let optional = rest.first == UInt8(ascii: "?")
                let quoted = trimmed(optional ? rest.dropFirst() : rest)
                guard quoted.count >= 2, quoted.first == UInt8(ascii: "\""), quoted.last == UInt8(ascii: "\"") else {
                    problems.append("line \(number): expected #include \"FILE\"")
                    continue
                }
                lines.append(.include(path: String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self), optional: optional, line: number))
                continue
            }
            guard let equals = assignmentEquals(in: line),
                  let assignment = BuildSettingAssignment(key: String(decoding: line[..<equals], as: UTF8.self),
                                                          value: String(decoding: trimmed(line[(equals + 1)...]), as: UTF8.self)) else {
                problems.append("line \(number): expected NAME = VALUE or #include \"FILE\"")
                continue
            }
            var trimmedAssignment = assignment
            if trimmedAssignment.value.hasSuffix(";") { trimmedAssignment.value = String(trimmedAssignment.value.dropLast()).trimmingSpaces }
            lines.append(.assignment(trimmedAssignment))
        }
        return (lines, problems)
    }

    private static let includeDirective = Array("#include".utf8)

    /// The `=` separating a setting's name (which may hold `[sdk=…]` conditions) from its value.
    static func assignmentEquals(in line: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "=") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The line without a `//` comment (one outside double quotes, so `https://…` in a quoted value stays).
    static func withoutComment(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var inQuotes = false
        var previous = UInt8(ascii: " ")
        for index in line.indices {
            let byte = line[index]
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/"), !inQuotes { return line[..<(index - 1)] }
            previous = byte
        }
        return line
    }

    /// Without leading and trailing spaces, tabs and carriage returns.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and carriage returns.
    var trimmingSpaces: String {
        String(decoding: XCConfigFile.trimmed(Array(utf8)[...]), as: UTF8.self)
    }
}
