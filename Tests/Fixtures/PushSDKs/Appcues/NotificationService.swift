import AppcuesNotificationService

// Appcues' service extension as its guide writes it: the SDK's class, subclassed with nothing added.
class NotificationService: AppcuesNotificationServiceExtension {}
