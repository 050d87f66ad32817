import Foundation

/// Identifies one scheduled request: the app it belongs to and the request's identifier.
package struct ScheduleKey: Hashable, Sendable {
    /// The owning app's bundle identifier.
    package var bundleID: String
    /// The request identifier, unique within the app.
    package var identifier: String

    /// Creates a key.
    package init(bundleID: String, identifier: String) {
        self.bundleID = bundleID
        self.identifier = identifier
    }
}

/// One moment a scheduled request fired.
package struct Firing: Hashable, Sendable {
    /// The request that fired.
    package var key: ScheduleKey
    /// When it fired (its planned fire date, or the moment the device crossed a region).
    package var date: Date

    /// Creates a firing.
    package init(key: ScheduleKey, date: Date) {
        self.key = key
        self.date = date
    }
}
