import Foundation

/// Identifies one scheduled request: the app it belongs to and the request's identifier.
public struct ScheduleKey: Hashable, Sendable {
    /// The owning app's bundle identifier.
    public var bundleID: String
    /// The request identifier, unique within the app.
    public var identifier: String

    /// Creates a key.
    public init(bundleID: String, identifier: String) {
        self.bundleID = bundleID
        self.identifier = identifier
    }
}

/// One moment a scheduled request fired.
public struct Firing: Hashable, Sendable {
    /// The request that fired.
    public var key: ScheduleKey
    /// When it fired (its planned fire date, or the moment the device crossed a region).
    public var date: Date

    /// Creates a firing.
    public init(key: ScheduleKey, date: Date) {
        self.key = key
        self.date = date
    }
}
