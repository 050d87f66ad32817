import NotiCore

/// What one accepted push left in the centre: the app's notification under its identifier (now at the top of the
/// app's list, or gone) and the app's badge; or, for a Live Activity update or end, the activity as it stands after
/// it. Numbered so a restore replays only what the snapshot does not hold.
package struct JournalEntry: Sendable, Hashable, Codable {
    /// Counts up across runs; the snapshot records the last one it includes.
    package var sequence: Int
    /// The rest, held by one immutable reference: an entry is made for every push and passed from the core through
    /// the runner to the journal, and a copy is then one reference rather than one per string and notification.
    private let storage: Storage

    private final class Storage: Sendable {
        let bundleID: String
        let identifier: String
        let notification: DeliveredNotification?
        let badge: Int
        let held: DeliveredNotification?
        let liveActivity: LiveActivity?

        init(bundleID: String, identifier: String, notification: DeliveredNotification?, badge: Int, held: DeliveredNotification?,
             liveActivity: LiveActivity?) {
            self.bundleID = bundleID; self.identifier = identifier; self.notification = notification; self.badge = badge
            self.held = held; self.liveActivity = liveActivity
        }
    }

    package var bundleID: String { storage.bundleID }
    package var identifier: String { storage.identifier }
    /// The notification at the top of the app's list after the push; nil when the push left none under this identifier.
    package var notification: DeliveredNotification? { storage.notification }
    package var badge: Int { storage.badge }
    /// The push held for the next Scheduled Summary instead of listed (nil when it was not held).
    package var held: DeliveredNotification? { storage.held }
    /// The Live Activity the push updated or ended, as it stands after it; the entry then leaves the app's
    /// notifications and badge as they are (`identifier` is the activity's id, `badge` is not read).
    package var liveActivity: LiveActivity? { storage.liveActivity }

    package init(sequence: Int, bundleID: String, identifier: String, notification: DeliveredNotification?, badge: Int,
                held: DeliveredNotification? = nil) {
        self.sequence = sequence
        storage = Storage(bundleID: bundleID, identifier: identifier, notification: notification, badge: badge, held: held, liveActivity: nil)
    }

    /// The entry of a Live Activity push that updated or ended `activity`.
    package init(sequence: Int = 0, liveActivity activity: LiveActivity) {
        self.sequence = sequence
        storage = Storage(bundleID: activity.bundleID, identifier: activity.id, notification: nil, badge: 0, held: nil, liveActivity: activity)
    }

    private enum CodingKeys: String, CodingKey {
        case sequence, bundleID, identifier, notification, badge, held, liveActivity
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decode(Int.self, forKey: .sequence)
        storage = Storage(bundleID: try container.decode(String.self, forKey: .bundleID),
                          identifier: try container.decode(String.self, forKey: .identifier),
                          notification: try container.decodeIfPresent(DeliveredNotification.self, forKey: .notification),
                          badge: try container.decode(Int.self, forKey: .badge),
                          held: try container.decodeIfPresent(DeliveredNotification.self, forKey: .held),
                          liveActivity: try container.decodeIfPresent(LiveActivity.self, forKey: .liveActivity))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(bundleID, forKey: .bundleID)
        try container.encode(identifier, forKey: .identifier)
        try container.encodeIfPresent(notification, forKey: .notification)
        try container.encode(badge, forKey: .badge)
        try container.encodeIfPresent(held, forKey: .held)
        try container.encodeIfPresent(liveActivity, forKey: .liveActivity)
    }

    package static func == (lhs: JournalEntry, rhs: JournalEntry) -> Bool {
        lhs.sequence == rhs.sequence && (lhs.storage === rhs.storage
            || (lhs.bundleID == rhs.bundleID && lhs.identifier == rhs.identifier && lhs.notification == rhs.notification
                && lhs.badge == rhs.badge && lhs.held == rhs.held && lhs.liveActivity == rhs.liveActivity))
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(bundleID)
        hasher.combine(identifier)
        hasher.combine(notification)
        hasher.combine(badge)
        hasher.combine(held)
        hasher.combine(liveActivity)
    }
}

extension JournalEntry {
    /// Appends the entry as `encode(to:)` writes it (keys in the same order, dates as seconds since 1970), as compact
    /// JSON built straight into bytes: the push journal writes one per accepted push.
    package func appendJSON(to out: inout [UInt8]) throws {
        var numbers = JSONNumberMemo()
        try appendJSON(to: &out, numbers: &numbers)
    }

    /// Appends the entry as ``appendJSON(to:)`` does; `numbers` remembers the last date written, for the next entry of
    /// a batch (delivered at the same time).
    package func appendJSON(to out: inout [UInt8], numbers: inout JSONNumberMemo) throws {
        out.append(UInt8(ascii: "{"))
        out.appendJSONKey(literal: "sequence", first: true)
        out.append(decimal: sequence)
        out.appendJSONKey(literal: "bundleID")
        JSONValue.appendQuoted(storage.bundleID, to: &out)
        out.appendJSONKey(literal: "identifier")
        JSONValue.appendQuoted(storage.identifier, to: &out)
        if let notification = storage.notification {
            out.appendJSONKey(literal: "notification")
            try notification.appendJSON(to: &out, numbers: &numbers)
        }
        out.appendJSONKey(literal: "badge")
        out.append(decimal: storage.badge)
        if let held = storage.held {
            out.appendJSONKey(literal: "held")
            try held.appendJSON(to: &out, numbers: &numbers)
        }
        if let liveActivity = storage.liveActivity {
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
