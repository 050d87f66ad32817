import ExponeaSDKNotifications
import UIKit
import UserNotifications
import UserNotificationsUI

// Bloomreach Engagement's (Exponea's) content extension for the EXPONEA_ACTIONABLE category: the SDK's content
// service draws the image and sets the buttons.
class NotificationViewController: UIViewController, UNNotificationContentExtension {
    let service = ExponeaNotificationContentService()

    func didReceive(_ notification: UNNotification) {
        service.didReceive(notification, context: extensionContext, viewController: self)
    }
}
