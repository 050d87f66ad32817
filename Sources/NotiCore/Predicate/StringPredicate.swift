/// A predicate on one string, in the part of the `NSPredicate` format apps write for it: an app's Focus filter on
/// `filterCriteria` (iOS 16, docs/rules/focus.md#focus-filters) and a scene's activation conditions on a notification's
/// `targetContentIdentifier` (docs/rules/actions.md#the-scene-a-notification-opens).
///
/// Comparisons of the subject (its name, or `SELF`) with quoted strings: `==`, `!=`, `IN {"a", "b"}`, `BEGINSWITH`,
/// `ENDSWITH`, `CONTAINS` (case-sensitive, as without `[c]`), or `TRUEPREDICATE` / `FALSEPREDICATE`; joined by `AND` /
/// `OR` (`&&`, `||`); `AND` binds tighter. A missing string matches no comparison but `!=`.
package struct StringPredicate: Sendable, Hashable, Codable {
    /// The predicate as written.
    package var source: String
    /// Alternatives (OR) of conjunctions (AND) of comparisons.
    private var alternatives: [[Comparison]]

    struct Comparison: Sendable, Hashable, Codable {
        enum Operator: String, Sendable, Hashable, Codable { case equals, notEquals, beginsWith, endsWith, contains, always, never }
        var op: Operator
        var values: [String]
    }

    /// Parses `source`, whose comparisons name `subject` or `SELF`; the error says what was expected where.
    package init(_ source: String, subject: String) throws(StringPredicateError) {
        self.source = source
        var tokens = try StringPredicateTokens(source)
        var alternatives: [[Comparison]] = [[]]
        while true {
            alternatives[alternatives.count - 1].append(try Self.comparison(&tokens, subject: subject))
            guard let joiner = tokens.next() else { break }
            switch joiner.uppercased() {
            case "AND", "&&": continue
            case "OR", "||": alternatives.append([])
            default: throw StringPredicateError("expected AND or OR, got \(joiner)")
            }
        }
        self.alternatives = alternatives
    }

    private static func comparison(_ tokens: inout StringPredicateTokens, subject: String) throws(StringPredicateError) -> Comparison {
        guard let first = tokens.next() else { throw StringPredicateError("expected \(subject), got the end") }
        switch first.uppercased() {
        case "TRUEPREDICATE": return Comparison(op: .always, values: [])
        case "FALSEPREDICATE": return Comparison(op: .never, values: [])
        default: break
        }
        guard first == subject || first.uppercased() == "SELF" else {
            throw StringPredicateError("expected \(subject) or SELF, got \(first)")
        }
        guard let op = tokens.next() else { throw StringPredicateError("expected ==, !=, IN, BEGINSWITH, ENDSWITH or CONTAINS after \(first)") }
        switch op.uppercased() {
        case "==", "=": return Comparison(op: .equals, values: [try tokens.string()])
        case "!=", "<>": return Comparison(op: .notEquals, values: [try tokens.string()])
        case "BEGINSWITH": return Comparison(op: .beginsWith, values: [try tokens.string()])
        case "ENDSWITH": return Comparison(op: .endsWith, values: [try tokens.string()])
        case "CONTAINS": return Comparison(op: .contains, values: [try tokens.string()])
        case "IN":
            guard tokens.next() == "{" else { throw StringPredicateError("expected { after IN") }
            var values = [try tokens.string()]
            while let next = tokens.next(), next != "}" {
                guard next == "," else { throw StringPredicateError("expected , or } in the IN list, got \(next)") }
                values.append(try tokens.string())
            }
            return Comparison(op: .equals, values: values)
        default: throw StringPredicateError("expected ==, !=, IN, BEGINSWITH, ENDSWITH or CONTAINS, got \(op)")
        }
    }

    /// Whether `string` satisfies the predicate; a missing one matches no comparison but `!=`.
    package func matches(_ string: String?) -> Bool {
        alternatives.contains { conjunction in
            conjunction.allSatisfy { comparison in
                switch comparison.op {
                case .always: return true
                case .never: return false
                case .notEquals: return !(string.map { comparison.values.contains($0) } ?? false)
                case .equals: return string.map { comparison.values.contains($0) } ?? false
                case .beginsWith: return string.map { $0.hasPrefix(comparison.values[0]) } ?? false
                case .endsWith: return string.map { $0.hasSuffix(comparison.values[0]) } ?? false
                case .contains: return string.map { $0.contains(comparison.values[0]) } ?? false
                }
            }
        }
    }

    package static func == (a: StringPredicate, b: StringPredicate) -> Bool { a.source == b.source }
    package func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// Why a string predicate does not parse.
package struct StringPredicateError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}

/// The words of a predicate: names, operators, punctuation and quoted strings (kept with their quote).
struct StringPredicateTokens {
    private var tokens: [String]
    private var index = 0

    init(_ source: String) throws(StringPredicateError) {
        var tokens: [String] = []
        var characters = Array(source)[...]
        while let c = characters.first {
            if c.isWhitespace { characters.removeFirst(); continue }
            if c == "\"" || c == "'" {
                characters.removeFirst()
                guard let end = characters.firstIndex(of: c) else { throw StringPredicateError("a string opened with \(c) is never closed") }
                tokens.append(String(c) + String(characters[..<end]))
                characters = characters[characters.index(after: end)...]
            } else if "{},".contains(c) {
                tokens.append(String(c)); characters.removeFirst()
            } else if "=!<>&|".contains(c) {
                let run = characters.prefix { "=!<>&|".contains($0) }
                tokens.append(String(run)); characters.removeFirst(run.count)
            } else {
                let run = characters.prefix { !$0.isWhitespace && !"{},=!<>&|\"'".contains($0) }
                tokens.append(String(run)); characters.removeFirst(run.count)
            }
        }
        guard !tokens.isEmpty else { throw StringPredicateError("the predicate is empty") }
        self.tokens = tokens
    }

    mutating func next() -> String? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// A quoted string's text.
    mutating func string() throws(StringPredicateError) -> String {
        guard let token = next() else { throw StringPredicateError("expected a quoted string, got the end") }
        guard let quote = token.first, quote == "\"" || quote == "'" else { throw StringPredicateError("expected a quoted string, got \(token)") }
        return String(token.dropFirst())
    }
}
