import WonderPushExtension

// WonderPush's service extension as its guide writes it: a subclass of the SDK's that gives the app's credentials.
class NotificationService: WPNotificationServiceExtension {
    override class func clientId() -> String { "notes-client-id" }
    override class func clientSecret() -> String { "notes-client-secret" }
}
