import Foundation

/// A request to show a notification (UNNotificationRequest).
public struct NotificationRequest: Sendable, Hashable, Codable {
    public var identifier: String
    public var content: NotificationContent
    /// nil delivers at once.
    public var trigger: NotificationTrigger?

    public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger? = nil) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
    }
}

/// A notification that has been delivered (UNNotification).
public struct DeliveredNotification: Sendable, Hashable, Identifiable, Codable {
    /// The request identifier, unique per app.
    public var id: String { request.identifier }
    public var bundleID: String
    public var request: NotificationRequest
    public var date: Date

    public init(bundleID: String, request: NotificationRequest, date: Date) {
        self.bundleID = bundleID; self.request = request; self.date = date
    }
    /// Convenience for `request.content`.
    public var content: NotificationContent { request.content }
}
