/// A topic condition, such as `'a' in topics && ('b' in topics || !('c' in topics))`
/// (https://firebase.google.com/docs/cloud-messaging/send-topic-messages): terms `'NAME' in topics` (single or double
/// quotes), the operators `!`, `&&` and `||`, parentheses, white space anywhere between tokens.
///
/// `!` applies to the term or group after it; `&&` and `||` are taken from left to right with no precedence between
/// them, as Firebase's page says FCM evaluates parentheses first and then the expression from left to right
/// (`'a' in topics || 'b' in topics && 'c' in topics` is (a or b) and c).
/// At most five distinct topics: the page allows "up to five topics"; notisim counts a topic named twice once.
package struct FCMCondition: Sendable, Hashable {
    /// The most topics a condition may name.
    package static let maximumTopics = 5
    /// The deepest nesting of parentheses and `!` read, so that no condition recurses without bound.
    static let maximumDepth = 32

    /// The condition as a tree of operators over topics.
    indirect enum Expression: Sendable, Hashable {
        case subscribed(String)
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)
    }

    let expression: Expression
    /// The topics the condition names.
    package private(set) var topics: Set<String>

    init(expression: Expression) {
        self.expression = expression
        self.topics = Self.topics(in: expression)
    }

    /// The condition in `text`, or 400 INVALID_ARGUMENT on `message.condition` saying what is wrong and where.
    package static func parse(_ text: String) -> Result<FCMCondition, FCMError> {
        var parser = FCMConditionParser(text)
        let condition: FCMCondition
        do throws(FCMConditionSyntaxError) {
            condition = FCMCondition(expression: try parser.parse())
        } catch {
            return .failure(invalid(error.description))
        }
        if condition.topics.count > maximumTopics {
            return .failure(invalid("it names \(condition.topics.count) topics, more than the \(maximumTopics) FCM allows"))
        }
        return .success(condition)
    }

    /// Whether an install subscribed to `subscribedTopics` receives a message sent to this condition.
    package func matches(_ subscribedTopics: Set<String>) -> Bool {
        Self.evaluate(expression, subscribedTopics)
    }

    private static func evaluate(_ expression: Expression, _ subscribed: Set<String>) -> Bool {
        switch expression {
        case .subscribed(let topic): subscribed.contains(topic)
        case .not(let inner): !evaluate(inner, subscribed)
        case .and(let left, let right): evaluate(left, subscribed) && evaluate(right, subscribed)
        case .or(let left, let right): evaluate(left, subscribed) || evaluate(right, subscribed)
        }
    }

    private static func topics(in expression: Expression) -> Set<String> {
        switch expression {
        case .subscribed(let topic): [topic]
        case .not(let inner): topics(in: inner)
        case .and(let left, let right), .or(let left, let right): topics(in: left).union(topics(in: right))
        }
    }

    private static func invalid(_ reason: String) -> FCMError {
        .invalidArgument(field: "message.condition", description: "Invalid condition expression provided: \(reason).")
    }
}
