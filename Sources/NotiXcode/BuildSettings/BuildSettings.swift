import Foundation

/// The build settings of one target in one configuration, as the stack of levels Xcode layers them in (lowest
/// first: notisim's defaults, the project's `.xcconfig`, the project's settings, the target's `.xcconfig`, the
/// target's settings), with `$(VAR)` / `${VAR}` references resolved the way Xcode resolves them.
package struct BuildSettings: Sendable, Hashable {
    /// Each level's settings, lowest first; a higher level overrides a lower one, whose value `$(inherited)` names.
    package private(set) var levels: [[String: String]]

    /// References nested deeper than this (a setting naming itself, directly or through others) stay unexpanded.
    static let maximumDepth = 32
    /// References resolved for one value at most, so settings that each name another several times cannot
    /// multiply into an exponential amount of work.
    static let maximumReferences = 10_000
    /// Bytes of values the references of one value may produce in all: settings that each name another several times
    /// multiply their length, and the copying would take seconds before the reference budget ran out. Past it, a
    /// reference expands to nothing, as past the reference budget.
    static let maximumExpandedBytes = 1 << 16

    package init(levels: [[String: String]] = []) { self.levels = levels }

    /// Adds a level above the others made of `assignments` in order: an assignment that applies (its conditions
    /// hold for `parameters`) replaces an earlier one of the same name, its `$(inherited)` meaning that earlier
    /// value; conditional assignments win over unconditional ones, as the more specific.
    package mutating func push(_ assignments: [BuildSettingAssignment], parameters: [String: String]) {
        var level: [String: String] = [:]
        for assignment in assignments.filter(\.conditions.isEmpty) + assignments.filter({ !$0.conditions.isEmpty && $0.applies(to: parameters) }) {
            if let earlier = level[assignment.name] {
                level[assignment.name] = Self.replacingInherited(in: assignment.value, with: earlier)
            } else {
                level[assignment.name] = assignment.value
            }
        }
        levels.append(level)
    }

    /// The resolved value of `name`, or nil when no level sets it.
    package func value(_ name: String) -> String? {
        var report = ExpansionReport()
        return value(name, atOrBelow: levels.count - 1, depth: 0, report: &report)
    }

    /// `text` with every reference replaced by its value (an undefined setting by nothing, as in Xcode);
    /// the report names the undefined settings and the references that loop.
    package func expand(_ text: String) -> (text: String, report: ExpansionReport) {
        var report = ExpansionReport()
        let result = expand(text, inheritedFrom: nil, depth: 0, report: &report)
        return (result, report)
    }

    private func value(_ name: String, atOrBelow top: Int, depth: Int, report: inout ExpansionReport) -> String? {
        var level = top
        while level >= 0 {
            if let raw = levels[level][name] {
                return expand(raw, inheritedFrom: (name, level - 1), depth: depth + 1, report: &report)
            }
            level -= 1
        }
        return nil
    }

    private func expand(_ text: String, inheritedFrom inherited: (name: String, level: Int)?, depth: Int, report: inout ExpansionReport) -> String {
        guard Self.mayHoldReference(text) else { return text }
        guard depth < Self.maximumDepth else {
            if let name = inherited?.name, !report.loops.contains(name) { report.loops.append(name) }
            return text
        }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count, characters[index + 1] == "(" || characters[index + 1] == "{",
                  let close = Self.closingIndex(characters, openingAt: index + 1) else {
                result.append(character)
                index += 1
                continue
            }
            let inner = expand(String(characters[(index + 2)..<close]), inheritedFrom: inherited, depth: depth + 1, report: &report)
            result += reference(inner, inheritedFrom: inherited, depth: depth, report: &report)
            index = close + 1
        }
        return result
    }

    /// The value of one reference's contents: `NAME` or `NAME:operator:operator`.
    private func reference(_ contents: String, inheritedFrom inherited: (name: String, level: Int)?, depth: Int, report: inout ExpansionReport) -> String {
        report.references += 1
        guard report.references <= Self.maximumReferences, report.expandedBytes <= Self.maximumExpandedBytes else { return "" }
        let parts = contents.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        var value: String
        // A setting that names itself (`MARKETING_VERSION = $(MARKETING_VERSION)`) means the level below, as `$(inherited)` does.
        if name == "inherited" || name == inherited?.name {
            guard let inherited, inherited.level >= 0 else { return "" }
            value = self.value(inherited.name, atOrBelow: inherited.level, depth: depth + 1, report: &report) ?? ""
        } else if let found = self.value(name, atOrBelow: levels.count - 1, depth: depth + 1, report: &report) {
            value = found
        } else {
            if !report.undefined.contains(name) { report.undefined.append(name) }
            value = ""
        }
        for operation in parts.dropFirst() {
            if let transformed = BuildSettingOperator.apply(operation, to: value) {
                value = transformed
            } else if !report.unknownOperators.contains(operation) {
                report.unknownOperators.append(operation)
            }
        }
        report.expandedBytes += value.utf8.count
        return report.expandedBytes <= Self.maximumExpandedBytes ? value : ""
    }

    /// `$(inherited)` and `${inherited}` in `text` replaced by `earlier`.
    static func replacingInherited(in text: String, with earlier: String) -> String {
        guard mayHoldReference(text) else { return text }
        return text.replacingOccurrences(of: "$(inherited)", with: earlier).replacingOccurrences(of: "${inherited}", with: earlier)
    }

    /// Whether `text` has a `$` at all, looked for in its UTF-8 bytes: most values have none, and both searching
    /// the characters and Foundation's replacing cost far more than the value is long.
    static func mayHoldReference(_ text: String) -> Bool { text.utf8.contains(UInt8(ascii: "$")) }

    /// The index of the bracket closing the one at `opening`, counting nested brackets of the same kind.
    static func closingIndex(_ characters: [Character], openingAt opening: Int) -> Int? {
        let open = characters[opening]
        let close: Character = open == "(" ? ")" : "}"
        var nesting = 0
        for index in opening..<characters.count {
            if characters[index] == open { nesting += 1 }
            if characters[index] == close {
                nesting -= 1
                if nesting == 0 { return index }
            }
        }
        return nil
    }
}

/// What expanding references met that it could not resolve.
package struct ExpansionReport: Sendable, Hashable {
    /// Settings referenced but set by no level (they expand to nothing, as in Xcode).
    package var undefined: [String] = []
    /// Settings whose value refers back to itself; left unexpanded.
    package var loops: [String] = []
    /// Operators after `:` notisim does not know; the value is left as it is.
    package var unknownOperators: [String] = []
    /// References resolved so far (bounded by `BuildSettings.maximumReferences`).
    var references = 0
    /// Bytes the references resolved so far produced (bounded by `BuildSettings.maximumExpandedBytes`).
    var expandedBytes = 0

    package init() {}
}

/// The `:operator` suffixes of build setting references.
enum BuildSettingOperator {
    /// The transformed value, or nil for an operator notisim does not know.
    static func apply(_ operation: String, to value: String) -> String? {
        switch operation {
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "c99extidentifier", "identifier":
            let mapped = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
            return mapped.first?.isNumber == true ? "_" + mapped : mapped
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default:
            if operation.hasPrefix("default=") { return value.isEmpty ? String(operation.dropFirst("default=".count)) : value }
            return nil
        }
    }
}
