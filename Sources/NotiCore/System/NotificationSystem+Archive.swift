import Foundation

/// What of the notification system outlives a run: per app its authorization and settings, pending and delivered
/// notifications and badge, plus the device state. The state file holds one of these.
package struct NotificationArchive: Sendable, Hashable, Codable {
    /// One app's lasting state.
    package struct App: Sendable, Hashable, Codable {
        package var settings: AppNotificationSettings
        package var pending: [PendingRequest]
        package var delivered: [DeliveredNotification]
        package var badge: Int
        package var hasPrompted: Bool
        package var categories: [String]
        /// Held for the next Scheduled Summary (nil in files from before the summary).
        package var held: [DeliveredNotification]? = nil
        /// The user's location answer (nil in files from before it was kept: the workspace's then stands).
        package var locationAuthorization: LocationAuthorization? = nil
        /// Foreground, background, suspended, not running or force-quit (nil in files from before it: the workspace's).
        package var runState: AppRunState? = nil
        /// The hour's background wakes and the push held back (nil when there are none).
        package var backgroundWakes: BackgroundWakes? = nil
    }

    /// The notisim clock when the archive was made.
    package var savedAt: Date
    package var apps: [String: App]
    package var device: DeviceState
    package var location: Coordinate?
}

extension NotificationSystem {
    /// The lasting state as of `now`.
    package func archive(now: Date) -> NotificationArchive {
        var archived: [String: NotificationArchive.App] = [:]
        for (bundleID, record) in apps {
            archived[bundleID] = NotificationArchive.App(
                settings: record.settings,
                pending: record.pending.values.sorted { $0.request.identifier < $1.request.identifier },
                delivered: Array(record.delivered), badge: record.badge, hasPrompted: record.hasPrompted,
                categories: record.registeredCategories.map(\.identifier), held: record.held.isEmpty ? nil : record.held,
                locationAuthorization: record.locationAuthorization == record.app.locationAuthorization ? nil : record.locationAuthorization,
                runState: record.runState, backgroundWakes: record.backgroundWakes.isEmpty ? nil : record.backgroundWakes)
        }
        return NotificationArchive(savedAt: now, apps: archived, device: device, location: location)
    }

    /// Restores an archive into this system (apps the workspace no longer has are skipped). Triggers that came due
    /// while notisim was closed are delivered once each, dated when they fell due; the returned events say so and
    /// the caller shows them quietly (no banner, no sound).
    package mutating func restore(_ archive: NotificationArchive, now: Date) -> [CenterEvent] {
        device = archive.device
        location = archive.location
        var missed: [(date: Date, bundleID: String, request: NotificationRequest)] = []
        for (bundleID, saved) in archive.apps where apps[bundleID] != nil {
            apps[bundleID]!.settings = saved.settings
            apps[bundleID]!.delivered = DeliveredList(saved.delivered)
            apps[bundleID]!.badge = saved.badge
            apps[bundleID]!.hasPrompted = saved.hasPrompted
            apps[bundleID]!.held = saved.held ?? []
            if let status = saved.locationAuthorization { apps[bundleID]!.locationAuthorization = status }
            if let state = saved.runState { apps[bundleID]!.runState = state }
            apps[bundleID]!.backgroundWakes = saved.backgroundWakes ?? BackgroundWakes()
            let known = apps[bundleID]!.app.categories
            apps[bundleID]!.registeredCategories = saved.categories.compactMap { id in known.first { $0.identifier == id } }
            for pending in saved.pending {
                guard let trigger = pending.request.trigger else { continue }
                let key = ScheduleKey(bundleID: bundleID, identifier: pending.request.identifier)
                let due = Scheduler.nextFireDate(of: trigger, after: archive.savedAt, addedAt: pending.addedAt, timeZone: scheduler.timeZone)
                if let due, due <= now {
                    missed.append((due, bundleID, pending.request))
                    guard trigger.repeats else { continue }
                }
                var resumed = pending
                if case .timeInterval(let seconds, true) = trigger, seconds > 0, now > pending.addedAt {
                    resumed.addedAt = pending.addedAt + (now.timeIntervalSince(pending.addedAt) / seconds).rounded(.down) * seconds
                }
                let anchor = trigger.isTimeInterval ? resumed.addedAt : now
                guard (try? scheduler.schedule(key, trigger: trigger, now: anchor)) != nil || trigger.isLocation else { continue }
                apps[bundleID]!.pending[pending.request.identifier] = resumed
            }
        }
        var events: [CenterEvent] = []
        for item in missed.sorted(by: { $0.date < $1.date }) {
            events += releaseDueSummaries(by: item.date)
            events += deliver(item.request, bundleID: item.bundleID, at: item.date)
        }
        return events + releaseDueSummaries(by: now)
    }
}

extension NotificationTrigger {
    var isTimeInterval: Bool { if case .timeInterval = self { return true } else { return false } }
    var isLocation: Bool { if case .location = self { return true } else { return false } }
}
