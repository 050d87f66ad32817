import NotiUIKit
import NotiUserNotifications
import NotiUserNotificationsUI

/// Runs a content extension's own view controller as iOS does: the view loads, is sized to the banner width and
/// the initial height, appears, is laid out, and receives the notification and the user's actions.
@MainActor
package final class ContentExtensionHost {
    package let controller: any UIViewController & UNNotificationContentExtension
    package let context: NotificationExtensionContext

    /// Loads the controller's view at `size` points (banner width, initial height from the ratio) and shows it.
    package init(controller: any UIViewController & UNNotificationContentExtension, size: CGSize, actions: [UNNotificationAction]) {
        self.controller = controller
        context = NotificationExtensionContext(actions: actions)
        controller.extensionContext = context
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(origin: .zero, size: size)
        controller.viewWillAppear(false)
        layout()
        controller.viewDidAppear(false)
    }

    /// Delivers a notification to `didReceive(_:)` and lays the view out again.
    package func receive(_ notification: UNNotification) {
        controller.didReceive(notification)
        layout()
    }

    /// Delivers an action; returns the option the extension answered with, nil if it has not answered (yet).
    package func respond(_ response: UNNotificationResponse) -> UNNotificationContentExtensionResponseOption? {
        var answer: UNNotificationContentExtensionResponseOption?
        controller.didReceive(response) { answer = $0 }
        layout()
        return answer
    }

    /// The height the extension asked for with `preferredContentSize`, applied to the view; nil if it asked none.
    package var preferredHeight: CGFloat? {
        controller.preferredContentSize.height > 0 ? controller.preferredContentSize.height : nil
    }

    /// Applies the preferred height, then lays the tree out.
    private func layout() {
        if let preferredHeight, controller.view.frame.height != preferredHeight {
            controller.view.frame.size.height = preferredHeight
        }
        controller.performLayout()
    }
}
