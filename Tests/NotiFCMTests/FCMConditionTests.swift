import Testing
@testable import NotiFCM

/// Topic conditions: their syntax, precedence, limits and matching.
@Suite("FCM topic conditions")
struct FCMConditionTests {
    func condition(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> FCMCondition? {
        switch FCMCondition.parse(text) {
        case .success(let condition): return condition
        case .failure(let error):
            Issue.record("refused \(text): \(error.message)", sourceLocation: sourceLocation)
            return nil
        }
    }

    func refusal(_ text: String) -> FCMError? { FCMCondition.parse(text).failure }

    @Test("a single term matches exactly the installs subscribed to its topic")
    func singleTerm() {
        let single = condition("'news' in topics")
        #expect(single?.matches(["news", "sports"]) == true && single?.matches(["sports"]) == false && single?.topics == ["news"])
    }

    @Test("Firebase's example: 'TopicA' in topics && ('TopicB' in topics || 'TopicC' in topics)")
    func firebaseExample() {
        let example = condition("'TopicA' in topics && ('TopicB' in topics || 'TopicC' in topics)")
        #expect(example?.matches(["TopicA", "TopicB"]) == true && example?.matches(["TopicA", "TopicC"]) == true)
        #expect(example?.matches(["TopicA"]) == false && example?.matches(["TopicB", "TopicC"]) == false)
        #expect(example?.topics == ["TopicA", "TopicB", "TopicC"])
    }

    @Test("&& and || go from left to right, as Firebase evaluates them: a || b && c is (a or b) and c")
    func leftToRight() {
        let mixed = condition("'a' in topics || 'b' in topics && 'c' in topics")
        #expect(mixed?.matches(["a"]) == false && mixed?.matches(["a", "c"]) == true && mixed?.matches(["b", "c"]) == true)
        let grouped = condition("'a' in topics || ('b' in topics && 'c' in topics)")
        #expect(grouped?.matches(["a"]) == true)
    }

    @Test("! binds tighter than &&: !a && b is (not a) and b; !(a && b) negates the group")
    func notBeforeAnd() {
        let negated = condition("!'a' in topics && 'b' in topics")
        #expect(negated?.matches(["b"]) == true && negated?.matches(["a", "b"]) == false && negated?.matches([]) == false)
        let group = condition("!('a' in topics && 'b' in topics)")
        #expect(group?.matches(["a"]) == true && group?.matches(["a", "b"]) == false)
        #expect(condition("!!'a' in topics")?.matches(["a"]) == true)
    }

    @Test("double quotes work like single quotes, and white space between tokens is optional")
    func quotesAndSpaces() {
        let spaced = condition(#"  "a" in topics&&!('b'  in   topics)"#)
        #expect(spaced?.matches(["a"]) == true && spaced?.matches(["a", "b"]) == false)
    }

    @Test("five topics are allowed, six are refused; a topic named twice counts once")
    func atMostFiveTopics() {
        let five = (1...5).map { "'t\($0)' in topics" }.joined(separator: " || ")
        #expect(condition(five)?.topics.count == 5)
        #expect(condition(five + " && !'t1' in topics")?.topics.count == 5)
        let error = refusal(five + " || 't6' in topics")
        #expect(error?.status == "INVALID_ARGUMENT" && error?.fieldViolations.first?.field == "message.condition")
        #expect(error?.message == "Invalid condition expression provided: it names 6 topics, more than the 5 FCM allows.")
    }

    @Test("bad syntax is refused saying what is wrong and where", arguments: [
        ("", "expected a quoted topic name but found the end at character 0"),
        ("'a' in topics &&", "expected a quoted topic name but found the end at character 16"),
        ("'a' in topic", "expected 'in topics' after 'a'"),
        ("'a' in topicsx", "expected 'in topics' after 'a'"),
        ("('a' in topics", "expected ')' but found the end at character 14"),
        ("'a' in topics)", "unexpected ')' at character 13"),
        ("'a' in topics & 'b' in topics", "unexpected '&' at character 14"),
        ("'a b' in topics", #"invalid topic name "a b" at character 0"#),
        ("'a in topics", "unterminated topic name at character 0"),
        ("a in topics", "expected a quoted topic name but found 'a' at character 0"),
    ])
    func badSyntax(text: String, reason: String) {
        let error = refusal(text)
        #expect(error?.fieldViolations.first?.field == "message.condition")
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "accepted")")
    }

    @Test("deep nesting is refused, not recursed into without bound")
    func deepNesting() {
        #expect(refusal(String(repeating: "(", count: 100_000) + "'a' in topics")?.message.contains("nested more than 32 deep") == true)
        #expect(refusal(String(repeating: "!", count: 100_000) + "'a' in topics") != nil)
        #expect(condition(String(repeating: "(", count: 20) + "'a' in topics" + String(repeating: ")", count: 20)) != nil)
    }
}
