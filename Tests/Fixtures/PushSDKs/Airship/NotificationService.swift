import UserNotifications
import AirshipServiceExtension

class NotificationService: UANotificationServiceExtension {}
