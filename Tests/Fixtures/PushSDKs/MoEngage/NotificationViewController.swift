import UIKit
import UserNotifications
import UserNotificationsUI
import MoEngageRichNotification

// A content extension in the shape MoEngage documents: the app group set when the view loads, the template added
// for each notification.
class NotificationViewController: UIViewController, UNNotificationContentExtension {
    override func viewDidLoad() {
        super.viewDidLoad()
        MoEngageSDKRichNotification.setAppGroupID("group.com.example.notes.moengage")
    }

    func didReceive(_ notification: UNNotification) {
        if #available(iOSApplicationExtension 12.0, *) {
            MoEngageSDKRichNotification.addPushTemplate(toController: self, withNotification: notification)
        }
    }
}
