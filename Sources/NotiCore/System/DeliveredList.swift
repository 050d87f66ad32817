import Collections

/// An app's delivered notifications, newest first, with constant-time insertion of the newest and lookup by
/// identifier, so a centre holding tens of thousands (a load test, a long soak) doesn't make each delivery scan it.
package struct DeliveredList: Sendable, Hashable {
    private var items: Deque<DeliveredNotification> = []
    private var identifiers: Set<String> = []

    /// A list of `notifications`, given newest first.
    package init(_ notifications: some Sequence<DeliveredNotification>) {
        for notification in notifications where identifiers.insert(notification.id).inserted { items.append(notification) }
    }

    /// Whether a notification with this identifier is delivered.
    package func contains(identifier: String) -> Bool { identifiers.contains(identifier) }

    /// The notification with this identifier (searched from the newest), if delivered.
    package func notification(identifier: String) -> DeliveredNotification? {
        guard identifiers.contains(identifier) else { return nil }
        return items.first { $0.id == identifier }
    }

    /// Adds the newest notification, replacing one with the same identifier; answers whether one was replaced.
    @discardableResult
    package mutating func insertNewest(_ notification: DeliveredNotification) -> Bool {
        // One lookup in the common case of a new identifier.
        let replaced = !identifiers.insert(notification.id).inserted
        if replaced, let index = items.firstIndex(where: { $0.id == notification.id }) { items.remove(at: index) }
        items.prepend(notification)
        return replaced
    }

    /// Removes the notification with this identifier; answers whether there was one.
    @discardableResult
    package mutating func remove(identifier: String) -> Bool {
        guard identifiers.remove(identifier) != nil, let index = items.firstIndex(where: { $0.id == identifier }) else { return false }
        items.remove(at: index)
        return true
    }

    /// Removes the `count` oldest notifications; answers their identifiers, oldest last.
    package mutating func removeOldest(_ count: Int) -> [String] {
        let dropped = items.suffix(count).map(\.id)
        items.removeLast(Swift.min(count, items.count))
        for identifier in dropped { identifiers.remove(identifier) }
        return dropped
    }

    /// Removes every notification `shouldRemove` picks.
    package mutating func removeAll(where shouldRemove: (DeliveredNotification) -> Bool) {
        items.removeAll { notification in
            guard shouldRemove(notification) else { return false }
            identifiers.remove(notification.id)
            return true
        }
    }
}

extension DeliveredList: RandomAccessCollection {
    package var startIndex: Int { items.startIndex }
    package var endIndex: Int { items.endIndex }
    package subscript(position: Int) -> DeliveredNotification { items[position] }
}

extension DeliveredList: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: DeliveredNotification...) { self.init(elements) }
}
