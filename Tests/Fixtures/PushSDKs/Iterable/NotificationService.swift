import IterableAppExtensions

// The Iterable service extension as Iterable's rich push guide has apps write it.
class NotificationService: ITBNotificationServiceExtension {}
