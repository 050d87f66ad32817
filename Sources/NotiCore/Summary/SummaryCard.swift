import Foundation

/// One Scheduled Summary as delivered at a summary time: the held notifications grouped by app, and the one featured
/// at the top (docs/rules/summary.md#scheduled-summary).
package struct SummaryCard: Sendable, Hashable {
    /// One app's notifications in the summary, most relevant first.
    package struct AppGroup: Sendable, Hashable {
        package var bundleID: String
        package var notifications: [DeliveredNotification]
    }

    /// The summary time it was delivered at.
    package var date: Date
    /// The notification shown large at the top: the highest `relevanceScore`, then the newest.
    package var featured: DeliveredNotification
    /// Apps in the order of their most relevant notification.
    package var groups: [AppGroup]

    /// How many notifications the summary holds.
    package var count: Int { groups.reduce(0) { $0 + $1.notifications.count } }

    /// Builds the card from the held notifications; nil when there are none. `ranksByRelevance` is false on an OS
    /// without `relevanceScore`, where only recency counts.
    package init?(date: Date, held: [DeliveredNotification], ranksByRelevance: Bool) {
        let ranked = held.sorted { lhs, rhs in
            let l = ranksByRelevance ? lhs.request.content.relevanceScore : 0
            let r = ranksByRelevance ? rhs.request.content.relevanceScore : 0
            if l != r { return l > r }
            if lhs.date != rhs.date { return lhs.date > rhs.date }
            return lhs.id < rhs.id
        }
        guard let first = ranked.first else { return nil }
        self.date = date
        featured = first
        var order: [String] = []
        var byApp: [String: [DeliveredNotification]] = [:]
        for notification in ranked {
            if byApp[notification.bundleID] == nil { order.append(notification.bundleID) }
            byApp[notification.bundleID, default: []].append(notification)
        }
        groups = order.map { AppGroup(bundleID: $0, notifications: byApp[$0]!) }
    }
}
