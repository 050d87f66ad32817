import UIKit
import UserNotifications
import UserNotificationsUI
import CTNotificationContent

// A content extension in the shape CleverTap documents: the controller subclasses CTNotificationViewController and
// implements none of the extension protocol's methods.
class NotificationViewController: CTNotificationViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func userDidPerformAction(_ action: String, withProperties properties: [AnyHashable: Any]!) {
        print("CleverTap action \(action)")
    }
}
