import Foundation

/// A stack of delivered notifications in the notification centre (docs/rules/grouping.md#grouping).
package struct NotificationGroup: Sendable, Hashable, Identifiable {
    /// `bundleID` or `bundleID|threadIdentifier` or the notification id when grouping is off.
    package var id: String
    package var bundleID: String
    /// Newest first; the first one leads the stack.
    package var notifications: [DeliveredNotification]

    package init(id: String, bundleID: String, notifications: [DeliveredNotification]) {
        self.id = id; self.bundleID = bundleID; self.notifications = notifications
    }

    /// The notification drawn on top of the stack (the newest).
    package var leading: DeliveredNotification? { notifications.first }

    /// The line under the leading notification, or nil for a single notification.
    ///
    /// Uses the leading notification's category `categorySummaryFormat` when one is given: `%u` is the
    /// number of the other notifications (summed from their `summaryArgumentCount`s, each at least 1, unless
    /// summary arguments are ignored) and `%@` their distinct `summaryArgument`s joined by ", ".
    /// A format needing `%@` with no argument to put there (always so when arguments are ignored, iOS 15+)
    /// falls back to "N more notification(s)".
    package func summaryLine(categorySummaryFormat: String?, ignoresSummaryArguments: Bool) -> String? {
        let others = notifications.dropFirst()
        guard !others.isEmpty else { return nil }
        let count = ignoresSummaryArguments ? others.count : others.reduce(0) { $0 + max(1, $1.content.summaryArgumentCount) }
        var arguments: [String] = []
        if !ignoresSummaryArguments {
            for argument in others.map(\.content.summaryArgument) where !argument.isEmpty && !arguments.contains(argument) {
                arguments.append(argument)
            }
        }
        if let format = categorySummaryFormat, !format.isEmpty, !(format.contains("%@") && arguments.isEmpty) {
            return format.replacingEach("%u", with: String(count)).replacingEach("%@", with: arguments.joined(separator: ", "))
        }
        return count == 1 ? "1 more notification" : "\(count) more notifications"
    }
}

/// The grouping rule of the notification centre as a pure function.
package enum NotificationGrouping {
    /// Groups delivered notifications by each app's setting:
    /// automatic = by `threadIdentifier`, else one group per app; byApp = one group per app (thread ids ignored);
    /// off = every notification alone. Groups are ordered by their newest notification, newest first; within a
    /// group the newest leads. Ties keep delivery order (later delivered first).
    package static func group(_ delivered: [DeliveredNotification],
                             setting: (String) -> GroupingSetting) -> [NotificationGroup] {
        var order: [String] = []
        var groups: [String: NotificationGroup] = [:]
        var settings: [String: GroupingSetting] = [:]
        for notification in delivered.reversed() {
            let bundleID = notification.bundleID
            let appSetting = settings[bundleID] ?? setting(bundleID)
            settings[bundleID] = appSetting
            let key: String
            switch appSetting {
            case .automatic:
                let thread = notification.content.threadIdentifier
                key = thread.isEmpty ? bundleID : bundleID + "|" + thread
            case .byApp:
                key = bundleID
            case .off:
                key = bundleID + "#" + notification.id + "#" + String(order.count)
            }
            if groups[key] == nil {
                order.append(key)
                groups[key] = NotificationGroup(id: key, bundleID: bundleID, notifications: [])
            }
            groups[key]?.notifications.append(notification)
        }
        let result = order.compactMap { groups[$0] }
        // Delivered lists are normally in delivery order already: walking them backwards then yields every
        // group newest first, so the sorts are only needed for out-of-order input.
        if isChronological(delivered) { return result }
        return stableSortedNewestFirst(result.map { group in
            var sorted = group
            sorted.notifications = stableSortedNewestFirst(group.notifications)
            return sorted
        })
    }

    /// Whether dates never decrease along the list.
    private static func isChronological(_ delivered: [DeliveredNotification]) -> Bool {
        zip(delivered, delivered.dropFirst()).allSatisfy { $0.date <= $1.date }
    }

    private static func stableSortedNewestFirst(_ notifications: [DeliveredNotification]) -> [DeliveredNotification] {
        notifications.enumerated().sorted { lhs, rhs in
            lhs.element.date != rhs.element.date ? lhs.element.date > rhs.element.date : lhs.offset < rhs.offset
        }.map(\.element)
    }

    private static func stableSortedNewestFirst(_ groups: [NotificationGroup]) -> [NotificationGroup] {
        groups.enumerated().sorted { lhs, rhs in
            let left = lhs.element.leading?.date, right = rhs.element.leading?.date
            return left != right ? (left ?? .distantPast) > (right ?? .distantPast) : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension String {
    /// This string with every occurrence of `target` replaced (Foundation-free).
    func replacingEach(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
