/// Which registration tokens are subscribed to which topics: the state the Instance ID batch API changes
/// (https://developers.google.com/instance-id/reference/server#manage_relationship_maps_for_multiple_app_instances).
/// Codable, so the endpoint can keep it in a file. Topic names are the caller's to check (``FCMTopicName``).
package struct FCMTopicSubscriptions: Sendable, Hashable, Codable {
    /// Each topic's subscribers in the order they subscribed; a topic without subscribers is not kept.
    private var subscribersByTopic: [String: [String]] = [:]

    /// No subscriptions.
    package init() {}

    /// Subscribes `tokens` to `topic`; a token already subscribed keeps its place.
    package mutating func subscribe(_ tokens: [String], to topic: String) {
        var subscribers = subscribersByTopic[topic] ?? []
        for token in tokens where !subscribers.contains(token) { subscribers.append(token) }
        subscribersByTopic[topic] = subscribers.isEmpty ? nil : subscribers
    }

    /// Unsubscribes `tokens` from `topic`; tokens not subscribed are left alone.
    package mutating func unsubscribe(_ tokens: [String], from topic: String) {
        guard let subscribers = subscribersByTopic[topic] else { return }
        let removed = Set(tokens)
        let remaining = subscribers.filter { !removed.contains($0) }
        subscribersByTopic[topic] = remaining.isEmpty ? nil : remaining
    }

    /// The topics `token` is subscribed to.
    package func topics(of token: String) -> Set<String> {
        Set(subscribersByTopic.filter { $0.value.contains(token) }.keys)
    }

    /// The tokens subscribed to `topic`, in subscription order.
    package func subscribers(of topic: String) -> [String] {
        subscribersByTopic[topic] ?? []
    }

    /// Those of `tokens`, in their order, whose subscriptions satisfy `condition`.
    package func subscribers(matching condition: FCMCondition, among tokens: [String]) -> [String] {
        tokens.filter { token in
            condition.matches(condition.topics.filter { subscribers(of: $0).contains(token) })
        }
    }
}
