import BrazeNotificationService

// The Braze service extension as Braze's rich push guide has apps write it: the whole extension is Braze's class.
class NotificationService: BrazeNotificationService.NotificationService {}
