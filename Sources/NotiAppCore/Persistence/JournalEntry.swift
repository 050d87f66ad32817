import NotiCore

/// What one accepted push left in the centre: the app's notification under its identifier (now at the top of the
/// app's list, or gone) and the app's badge; or, for a Live Activity update or end, the activity as it stands after
/// it. Numbered so a restore replays only what the snapshot does not hold.
package struct JournalEntry: Sendable, Hashable, Codable {
    /// Counts up across runs; the snapshot records the last one it includes.
    package var sequence: Int
    package var bundleID: String
    package var identifier: String
    /// The notification at the top of the app's list after the push; nil when the push left none under this identifier.
    package var notification: DeliveredNotification?
    package var badge: Int
    /// The push held for the next Scheduled Summary instead of listed (nil when it was not held).
    package var held: DeliveredNotification? = nil
    /// The Live Activity the push updated or ended, as it stands after it; the entry then leaves the app's
    /// notifications and badge as they are (`identifier` is the activity's id, `badge` is not read).
    package var liveActivity: LiveActivity? = nil

    package init(sequence: Int, bundleID: String, identifier: String, notification: DeliveredNotification?, badge: Int,
                held: DeliveredNotification? = nil) {
        self.sequence = sequence; self.bundleID = bundleID; self.identifier = identifier; self.notification = notification; self.badge = badge
        self.held = held
    }

    /// The entry of a Live Activity push that updated or ended `activity`.
    package init(sequence: Int = 0, liveActivity activity: LiveActivity) {
        self.init(sequence: sequence, bundleID: activity.bundleID, identifier: activity.id, notification: nil, badge: 0)
        liveActivity = activity
    }
}

extension JournalEntry {
    /// Appends the entry as `encode(to:)` writes it (keys in the same order, dates as seconds since 1970), as compact
    /// JSON built straight into bytes: the push journal writes one per accepted push.
    package func appendJSON(to out: inout [UInt8]) throws {
        out.append(UInt8(ascii: "{"))
        out.appendJSONKey(literal: "sequence", first: true)
        out.append(decimal: sequence)
        out.appendJSONKey(literal: "bundleID")
        JSONValue.appendQuoted(bundleID, to: &out)
        out.appendJSONKey(literal: "identifier")
        JSONValue.appendQuoted(identifier, to: &out)
        if let notification {
            out.appendJSONKey(literal: "notification")
            try notification.appendJSON(to: &out)
        }
        out.appendJSONKey(literal: "badge")
        out.append(decimal: badge)
        if let held {
            out.appendJSONKey(literal: "held")
            try held.appendJSON(to: &out)
        }
        if let liveActivity {
            out.appendJSONKey(literal: "liveActivity")
            try liveActivity.appendJSON(to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }
}

extension SavedState {
    /// Applies a journalled push: a Live Activity's entry replaces the activity, any other goes to the archive.
    /// Applying the same entries again gives the same state.
    package mutating func apply(_ entry: JournalEntry) {
        guard let activity = entry.liveActivity else { return archive.apply(entry) }
        var board = liveActivities ?? LiveActivityBoard()
        board.record(activity)
        liveActivities = board
    }
}

extension NotificationArchive {
    /// Applies a journalled push: whatever the app had under the identifier is replaced by the entry's notification
    /// at the top, and the badge is set. Applying the same entries again gives the same archive.
    package mutating func apply(_ entry: JournalEntry) {
        guard var app = apps[entry.bundleID] else { return }
        app.delivered.removeAll { $0.id == entry.identifier }
        if let notification = entry.notification { app.delivered.insert(notification, at: 0) }
        var held = (app.held ?? []).filter { $0.id != entry.identifier }
        if let notification = entry.held { held.append(notification) }
        app.held = held.isEmpty ? nil : held
        app.badge = entry.badge
        apps[entry.bundleID] = app
    }
}
