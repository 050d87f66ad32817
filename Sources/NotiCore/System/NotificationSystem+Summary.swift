import Foundation

extension NotificationSystem {
    /// The next summary time that delivers something: the first one after the oldest held notification.
    package var nextSummaryRelease: Date? {
        let oldest = apps.values.compactMap { $0.held.first?.date }.min()
        return oldest.map { summarySchedule.next(after: $0, timeZone: scheduler.timeZone) }
    }

    /// Every held notification, oldest first.
    package var allHeld: [DeliveredNotification] {
        appOrder.flatMap { apps[$0]?.held ?? [] }.sorted { $0.date < $1.date }
    }

    /// Sets the summary times (`summary at HH:MM,…`): held notifications go out at the new schedule's next time.
    package mutating func setSummarySchedule(_ schedule: SummarySchedule) -> [CenterEvent] {
        summarySchedule = schedule
        return [.summaryScheduleChanged(schedule)]
    }

    /// Delivers the summaries that fell due by `now` (after a restore), without firing triggers.
    mutating func releaseDueSummaries(by now: Date) -> [CenterEvent] {
        var events: [CenterEvent] = []
        while let release = nextSummaryRelease, release <= now { events += releaseSummary(at: release) }
        return events
    }

    /// Delivers the summary due at `date`: everything held before the summary time before `date` goes to Notification
    /// Centre quietly (no banner, no sound), and one summary card features the most relevant
    /// (docs/rules/summary.md#scheduled-summary).
    mutating func releaseSummary(at date: Date) -> [CenterEvent] {
        var released: [DeliveredNotification] = []
        var events: [CenterEvent] = []
        for bundleID in appOrder {
            guard let held = apps[bundleID]?.held, !held.isEmpty else { continue }
            let due = held.filter { summarySchedule.next(after: $0.date, timeZone: scheduler.timeZone) <= date }
            guard !due.isEmpty else { continue }
            apps[bundleID]!.held.removeAll { item in due.contains { $0.id == item.id } }
            for notification in due { _ = apps[bundleID]!.delivered.insertNewest(notification) }
            let overflow = apps[bundleID]!.delivered.count - Self.deliveredLimit
            if overflow > 0 {
                events.append(.deliveredLimitDropped(bundleID: bundleID, identifiers: apps[bundleID]!.delivered.removeOldest(overflow)))
            }
            released += due
        }
        guard let card = SummaryCard(date: date, held: released, ranksByRelevance: os.supportsRelevanceScore) else { return events }
        return [.summaryDelivered(card)] + events
    }
}
