/// One meaningful line of an `.xcconfig` file.
public enum XCConfigLine: Sendable, Hashable {
    /// `#include "path"` (`optional` for `#include?`, which is silent when the file is missing).
    case include(path: String, optional: Bool, line: Int)
    /// `KEY = value` or `KEY[sdk=iphoneos*] = value`.
    case assignment(BuildSettingAssignment)
}

/// A build setting assignment, from an `.xcconfig` line or a `buildSettings` entry.
public struct BuildSettingAssignment: Sendable, Hashable {
    /// The setting's name, e.g. `PRODUCT_BUNDLE_IDENTIFIER`.
    public var name: String
    /// `[sdk=iphoneos*]`-style conditions as (parameter, pattern) pairs; empty = unconditional.
    public var conditions: [(String, String)]
    /// The value as written, references unexpanded.
    public var value: String

    public init(name: String, conditions: [(String, String)] = [], value: String) {
        self.name = name; self.conditions = conditions; self.value = value
    }

    /// Reads a key as Xcode writes it in `buildSettings` or an `.xcconfig`: `NAME` or `NAME[param=pattern]…`.
    public init?(key: String, value: String) {
        let parts = key.trimmingSpaces.split(separator: "[", omittingEmptySubsequences: false)
        let name = String(parts[0]).trimmingSpaces
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var conditions: [(String, String)] = []
        for part in parts.dropFirst() {
            guard part.hasSuffix("]"), let equals = part.firstIndex(of: "=") else { return nil }
            conditions.append((String(part[..<equals]), String(part[part.index(after: equals)..<part.index(before: part.endIndex)])))
        }
        self.init(name: name, conditions: conditions, value: value)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.name == b.name && a.value == b.value && a.conditions.map { [$0.0, $0.1] } == b.conditions.map { [$0.0, $0.1] }
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(value) }

    /// Whether every condition holds for `parameters` (`sdk`, `arch`, `config`); `*` in a pattern matches any run.
    public func applies(to parameters: [String: String]) -> Bool {
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
public enum XCConfigFile {
    /// The file's lines, and one message per line that is neither blank, a comment, an include nor an assignment.
    public static func parse(_ text: String) -> (lines: [XCConfigLine], problems: [String]) {
        var lines: [XCConfigLine] = []
        var problems: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = stripComment(String(raw)).trimmingSpaces
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                let rest = line.dropFirst("#include".count)
                let optional = rest.hasPrefix("?")
                let quoted = (optional ? rest.dropFirst() : rest).trimmingSpaces
                guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
                    problems.append("line \(number): expected #include \"FILE\"")
                    continue
                }
                lines.append(.include(path: String(quoted.dropFirst().dropLast()), optional: optional, line: number))
                continue
            }
            guard let equals = Self.assignmentEquals(in: line),
                  let assignment = BuildSettingAssignment(key: String(line[..<equals]), value: String(line[line.index(after: equals)...]).trimmingSpaces) else {
                problems.append("line \(number): expected NAME = VALUE or #include \"FILE\"")
                continue
            }
            var trimmed = assignment
            if trimmed.value.hasSuffix(";") { trimmed.value = String(trimmed.value.dropLast()).trimmingSpaces }
            lines.append(.assignment(trimmed))
        }
        return (lines, problems)
    }

    /// The `=` separating a setting's name (which may hold `[sdk=…]` conditions) from its value.
    static func assignmentEquals(in line: String) -> String.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The line without a `//` comment (one outside double quotes, so `https://…` in a quoted value stays).
    static func stripComment(_ line: String) -> String {
        var inQuotes = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "/", previous == "/", !inQuotes { return String(line[..<line.index(before: index)]) }
            previous = character
        }
        return line
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let characters = Array(self)
        var start = 0
        var end = characters.count
        while start < end, characters[start] == " " || characters[start] == "\t" || characters[start] == "\r" { start += 1 }
        while end > start, characters[end - 1] == " " || characters[end - 1] == "\t" || characters[end - 1] == "\r" { end -= 1 }
        return String(characters[start..<end])
    }
}
