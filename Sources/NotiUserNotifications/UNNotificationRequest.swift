/// What delivers a notification; notisim's clock decides when (Apple's `UNNotificationTrigger`).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    package init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger for a remote (APNs) notification.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

/// A trigger after a number of seconds.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// A request to show a notification (Apple's `UNNotificationRequest`).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
    }
}

/// A delivered notification (Apple's `UNNotification`).
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    /// A notification as notisim delivers it to an extension.
    package init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer to a notification (Apple's `UNNotificationResponse`).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    /// An action's identifier, `UNNotificationDefaultActionIdentifier` or `UNNotificationDismissActionIdentifier`.
    public let actionIdentifier: String

    package init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// A response to a text input action, with the typed text.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String

    package init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

/// The action identifier when the user opened the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier when the user dismissed the notification (categories with `.customDismissAction`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
