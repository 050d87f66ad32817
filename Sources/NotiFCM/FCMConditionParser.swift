/// Why a topic condition could not be read, and at which character (counted from 0).
struct FCMConditionSyntaxError: Error, CustomStringConvertible {
    var reason: String
    var offset: Int

    var description: String { "\(reason) at character \(offset)" }
}

/// A recursive-descent reader of topic conditions (see ``FCMCondition``), over the text's Unicode scalars:
/// `expression := unary (("&&" | "||") unary)*` from left to right, `unary := "!" unary | "(" expression ")" | QUOTED "in" "topics"`.
struct FCMConditionParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The whole text as one condition.
    mutating func parse() throws(FCMConditionSyntaxError) -> FCMCondition.Expression {
        let expression = try parseExpression()
        skipSpaces()
        guard position == scalars.count else { throw error("unexpected \(describeCurrent())") }
        return expression
    }

    /// `&&` and `||` taken from left to right, with no precedence between them: Firebase's topic-messaging guide
    /// says FCM evaluates what is in parentheses first and then the expression from left to right
    /// (docs/rules/fcm.md#registration-tokens-and-topics).
    private mutating func parseExpression() throws(FCMConditionSyntaxError) -> FCMCondition.Expression {
        var expression = try parseUnary()
        while true {
            if take("&&") { expression = .and(expression, try parseUnary()) } else if take("||") { expression = .or(expression, try parseUnary()) } else { break }
        }
        return expression
    }

    private mutating func parseUnary() throws(FCMConditionSyntaxError) -> FCMCondition.Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= FCMCondition.maximumDepth else { throw error("nested more than \(FCMCondition.maximumDepth) deep") }
        if take("!") { return .not(try parseUnary()) }
        if take("(") {
            let inner = try parseExpression()
            guard take(")") else { throw error("expected ')' but found \(describeCurrent())") }
            return inner
        }
        return .subscribed(try parseTerm())
    }

    /// `'NAME' in topics`: the topic's name.
    private mutating func parseTerm() throws(FCMConditionSyntaxError) -> String {
        skipSpaces()
        let quote = position < scalars.count ? scalars[position] : nil
        guard let quote, quote == "'" || quote == "\"" else {
            throw error("expected a quoted topic name but found \(describeCurrent())")
        }
        let start = position
        position += 1
        var name = ""
        while position < scalars.count, scalars[position] != quote {
            name.unicodeScalars.append(scalars[position])
            position += 1
        }
        guard position < scalars.count else { throw FCMConditionSyntaxError(reason: "unterminated topic name", offset: start) }
        position += 1
        guard FCMTopicName.isValid(name) else { throw FCMConditionSyntaxError(reason: "invalid topic name \"\(name)\"", offset: start) }
        guard takeWord("in"), takeWord("topics") else { throw error("expected 'in topics' after \(quote)\(name)\(quote)") }
        return name
    }

    private mutating func skipSpaces() {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    }

    /// Consumes `symbol` after any spaces, when it comes next.
    private mutating func take(_ symbol: String) -> Bool {
        skipSpaces()
        let symbolScalars = Array(symbol.unicodeScalars)
        guard scalars[position...].starts(with: symbolScalars) else { return false }
        position += symbolScalars.count
        return true
    }

    /// Consumes `word` after any spaces when it comes next as a whole word (not the start of a longer one).
    private mutating func takeWord(_ word: String) -> Bool {
        let start = position
        guard take(word) else { return false }
        if position < scalars.count, scalars[position].properties.isAlphabetic || scalars[position] == "_" {
            position = start
            return false
        }
        return true
    }

    private func describeCurrent() -> String {
        position < scalars.count ? "'\(Character(scalars[position]))'" : "the end"
    }

    private func error(_ reason: String) -> FCMConditionSyntaxError {
        FCMConditionSyntaxError(reason: reason, offset: position)
    }
}
