import Foundation
import Testing
@testable import NotiFCM

/// Topic subscriptions and the Instance ID batch API that changes them.
@Suite("FCM topic subscriptions and the Instance ID batch API")
struct FCMTopicSubscriptionsTests {
    @Test("subscribers are kept in subscription order; subscribing again keeps a token's place")
    func subscriptionOrder() {
        var subscriptions = FCMTopicSubscriptions()
        subscriptions.subscribe(["t2", "t1"], to: "news")
        subscriptions.subscribe(["t3", "t2"], to: "news")
        #expect(subscriptions.subscribers(of: "news") == ["t2", "t1", "t3"])
        #expect(subscriptions.subscribers(of: "sports").isEmpty)
    }

    @Test("unsubscribing removes the tokens from that topic only; tokens not subscribed are ignored")
    func unsubscribe() {
        var subscriptions = FCMTopicSubscriptions()
        subscriptions.subscribe(["t1", "t2"], to: "news")
        subscriptions.subscribe(["t1"], to: "sports")
        subscriptions.unsubscribe(["t1", "t9"], from: "news")
        subscriptions.unsubscribe(["t1"], from: "weather")
        #expect(subscriptions.subscribers(of: "news") == ["t2"] && subscriptions.topics(of: "t1") == ["sports"])
        subscriptions.unsubscribe(["t2"], from: "news")
        #expect(subscriptions == { var only = FCMTopicSubscriptions(); only.subscribe(["t1"], to: "sports"); return only }())
    }

    @Test("a condition selects, in the order given, the tokens whose topics satisfy it")
    func matchingCondition() throws {
        var subscriptions = FCMTopicSubscriptions()
        subscriptions.subscribe(["t1", "t2", "t3"], to: "a")
        subscriptions.subscribe(["t2"], to: "b")
        subscriptions.subscribe(["t4"], to: "c")
        let condition = try FCMCondition.parse("'a' in topics && !('b' in topics) || 'c' in topics").get()
        #expect(subscriptions.subscribers(matching: condition, among: ["t4", "t3", "t2", "t1", "t5"]) == ["t4", "t3", "t1"])
        #expect(subscriptions.topics(of: "t2") == ["a", "b"])
    }

    @Test("subscriptions survive a JSON round trip")
    func codable() throws {
        var subscriptions = FCMTopicSubscriptions()
        subscriptions.subscribe(["t2", "t1"], to: "news")
        let decoded = try JSONDecoder().decode(FCMTopicSubscriptions.self, from: JSONEncoder().encode(subscriptions))
        #expect(decoded == subscriptions && decoded.subscribers(of: "news") == ["t2", "t1"])
    }

    @Test("a batch request names a /topics/ topic and 1 to 1000 tokens")
    func batchParse() throws {
        let parsed = try FCMInstanceIDBatch.parse(Array(#"{"to": "/topics/movies", "registration_tokens": ["a", "b"]}"#.utf8)).get()
        #expect(parsed.topic == "movies" && parsed.tokens == ["a", "b"])
    }

    @Test("a bad batch request is INVALID_ARGUMENT naming the field", arguments: [
        ("nope", ""), (#"{"registration_tokens": ["a"]}"#, "to"), (#"{"to": "movies", "registration_tokens": ["a"]}"#, "to"),
        (#"{"to": "/topics/bad name", "registration_tokens": ["a"]}"#, "to"), (#"{"to": "/topics/m", "registration_tokens": []}"#, "registration_tokens"),
        (#"{"to": "/topics/m"}"#, "registration_tokens"), (#"{"to": "/topics/m", "registration_tokens": ["a", 2]}"#, "registration_tokens[1]"),
    ])
    func batchRefused(body: String, field: String) {
        let error = FCMInstanceIDBatch.parse(Array(body.utf8)).failure
        #expect(error?.httpStatus == 400 && error?.fieldViolations.first?.field == field)
    }

    @Test("more than 1000 tokens in one batch are refused")
    func batchLimit() {
        let tokens = (0...1000).map { "\"t\($0)\"" }.joined(separator: ",")
        #expect(FCMInstanceIDBatch.parse(Array(#"{"to": "/topics/m", "registration_tokens": [\#(tokens)]}"#.utf8)).failure != nil)
    }

    @Test("the results body has one entry per token in order: {} for done, else the error")
    func resultsBody() {
        #expect(String(utf8Bytes: FCMInstanceIDBatch.resultsBody([nil, "NOT_FOUND", "INVALID_ARGUMENT"]))
                == #"{"results":[{},{"error":"NOT_FOUND"},{"error":"INVALID_ARGUMENT"}]}"#)
    }
}
