/// An app's Focus filter: the predicate it gives `FocusFilterAppContext(notificationFilterPredicate:)` for one Focus,
/// evaluated against each notification's `filterCriteria` (iOS 16, docs/rules/focus.md#focus-filters).
///
/// The predicate is the part of the `NSPredicate` format that compares a string: `filterCriteria == "work"`,
/// `!=`, `IN {"work", "urgent"}` (`SELF` may stand for `filterCriteria`), joined by `AND` / `OR` (`&&`, `||`);
/// `AND` binds tighter.
package struct FocusFilter: Sendable, Hashable, Codable {
    /// The predicate as written.
    package var source: String
    /// Alternatives (OR) of conjunctions (AND) of comparisons.
    private var alternatives: [[Comparison]]

    struct Comparison: Sendable, Hashable, Codable {
        var negated: Bool
        var values: [String]
    }

    /// Parses `source`; the error says what was expected where.
    package init(_ source: String) throws(FocusFilterError) {
        self.source = source
        var tokens = try FocusFilterTokens(source)
        var alternatives: [[Comparison]] = [[]]
        while true {
            alternatives[alternatives.count - 1].append(try Self.comparison(&tokens))
            guard let joiner = tokens.next() else { break }
            switch joiner.uppercased() {
            case "AND", "&&": continue
            case "OR", "||": alternatives.append([])
            default: throw FocusFilterError("expected AND or OR, got \(joiner)")
            }
        }
        self.alternatives = alternatives
    }

    private static func comparison(_ tokens: inout FocusFilterTokens) throws(FocusFilterError) -> Comparison {
        guard let subject = tokens.next() else { throw FocusFilterError("expected filterCriteria, got the end") }
        guard subject == "filterCriteria" || subject.uppercased() == "SELF" else {
            throw FocusFilterError("expected filterCriteria or SELF, got \(subject)")
        }
        guard let op = tokens.next() else { throw FocusFilterError("expected ==, != or IN after \(subject)") }
        switch op.uppercased() {
        case "==", "=": return Comparison(negated: false, values: [try tokens.string()])
        case "!=", "<>": return Comparison(negated: true, values: [try tokens.string()])
        case "IN":
            guard tokens.next() == "{" else { throw FocusFilterError("expected { after IN") }
            var values = [try tokens.string()]
            while let next = tokens.next(), next != "}" {
                guard next == "," else { throw FocusFilterError("expected , or } in the IN list, got \(next)") }
                values.append(try tokens.string())
            }
            return Comparison(negated: false, values: values)
        default: throw FocusFilterError("expected ==, != or IN, got \(op)")
        }
    }

    /// Whether a notification with this `filterCriteria` shows in the Focus; a notification without one matches no
    /// `==` or `IN` comparison.
    package func matches(_ filterCriteria: String?) -> Bool {
        alternatives.contains { conjunction in
            conjunction.allSatisfy { comparison in
                let found = filterCriteria.map { comparison.values.contains($0) } ?? false
                return comparison.negated ? !found : found
            }
        }
    }

    package static func == (a: FocusFilter, b: FocusFilter) -> Bool { a.source == b.source }
    package func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// Why a Focus filter predicate does not parse.
package struct FocusFilterError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}

/// The words of a predicate: names, operators, punctuation and quoted strings (kept with their quote).
struct FocusFilterTokens {
    private var tokens: [String]
    private var index = 0

    init(_ source: String) throws(FocusFilterError) {
        var tokens: [String] = []
        var characters = Array(source)[...]
        while let c = characters.first {
            if c.isWhitespace { characters.removeFirst(); continue }
            if c == "\"" || c == "'" {
                characters.removeFirst()
                guard let end = characters.firstIndex(of: c) else { throw FocusFilterError("a string opened with \(c) is never closed") }
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
        guard !tokens.isEmpty else { throw FocusFilterError("the predicate is empty") }
        self.tokens = tokens
    }

    mutating func next() -> String? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// A quoted string's text.
    mutating func string() throws(FocusFilterError) -> String {
        guard let token = next() else { throw FocusFilterError("expected a quoted string, got the end") }
        guard let quote = token.first, quote == "\"" || quote == "'" else { throw FocusFilterError("expected a quoted string, got \(token)") }
        return String(token.dropFirst())
    }
}
